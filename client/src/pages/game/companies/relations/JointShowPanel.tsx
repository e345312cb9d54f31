// Placeholder until its dealings exist: the Relations section renders it for the federation shown.
export function JointShowPanel(_props: { otherFederationId: string }) {
  return null;
}
