// The world's federations as anyone may see them (/companies, /companies/:federationId): queries only.
import { listCompanies } from '../world/companies.ts';
import { companyPage } from '../world/companyPage.ts';
import type { CommandSpecs } from './command.ts';

export const companyCommands: CommandSpecs<'getCompanies' | 'getCompany'> = {
  getCompanies: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], companies: listCompanies(world, federationId) }) },
  getCompany: { readOnly: true, touches: [], run: (world, federationId, { federationId: id }) => ({ events: [], company: companyPage(world, id, federationId) }) },
};
