// Name pools for the rookies a living world generates (shared/sim/roster/rookies.ts): a rookie draws a
// region, one of its nationalities, a first name for their gender and a surname. Every combination is an
// invented ring name for Main Event Mogul, not a real person or a real wrestler's character; the rookie
// maker skips a name already used in the world or the catalog. Gimmick lines are templates per style.
import type { WrestlerStyle } from './wrestlers/types.ts';

export interface NameRegion {
  nationalities: readonly string[];
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

export const ROOKIE_NAME_REGIONS: readonly NameRegion[] = [
  {
    nationalities: ['USA', 'Canada'],
    male: ['Colt', 'Dawson', 'Tanner', 'Jaxon', 'Reid', 'Wade', 'Brody', 'Cashel', 'Landry', 'Boone', 'Easton', 'Griffin'],
    female: ['Harlow', 'Sloane', 'Kinsley', 'Raelynn', 'Maddox', 'Tessa', 'Briar', 'Juniper', 'Delaney', 'Kenzie'],
    surnames: ['Holloway', 'Strickland', 'Vance', 'Kettering', 'Lowry', 'Maddock', 'Pruitt', 'Ashby', 'Rourke', 'Talbert', 'Wexler', 'Coldwell', 'Bramlett', 'Dunmore'],
  },
  {
    nationalities: ['England', 'Scotland', 'Wales', 'Ireland'],
    male: ['Alfie', 'Callum', 'Rhys', 'Fergus', 'Ewan', 'Cormac', 'Jasper', 'Ollie', 'Niall', 'Tobias'],
    female: ['Isla', 'Maisie', 'Eilidh', 'Niamh', 'Cerys', 'Imogen', 'Saoirse', 'Poppy', 'Bronwen', 'Tilly'],
    surnames: ['Pennick', 'Ashcombe', 'Garside', 'McTavish', 'Llewellyn', 'Quilty', 'Hartigan', 'Stannard', 'Blackmore', 'Fenwick', 'Duggan', 'Crowther'],
  },
  {
    nationalities: ['Mexico', 'Puerto Rico', 'Peru', 'Argentina', 'Chile'],
    male: ['Mateo', 'Emiliano', 'Santiago', 'Joaquin', 'Rodrigo', 'Alonso', 'Ignacio', 'Benicio', 'Leandro', 'Thiago'],
    female: ['Ximena', 'Valentina', 'Renata', 'Camila', 'Itzel', 'Lucero', 'Paloma', 'Abril', 'Marisela', 'Romina'],
    surnames: ['Quintanar', 'Olvera', 'Zavaleta', 'Cardenal', 'Ybarra', 'Montalvo', 'Arriaga', 'Solorzano', 'Peralta', 'Villaurrutia', 'Escamilla', 'Bustamante'],
  },
  {
    nationalities: ['Japan'],
    male: ['Kaito', 'Ren', 'Sota', 'Daigo', 'Yuma', 'Hayato', 'Takumi', 'Shion', 'Kenta', 'Raiden'],
    female: ['Aoi', 'Hinata', 'Mio', 'Rin', 'Sakura', 'Yui', 'Kaede', 'Nanami', 'Tsubasa', 'Hikari'],
    surnames: ['Kurosaki', 'Amagiri', 'Tsukioka', 'Hanabusa', 'Morikawa', 'Shirogane', 'Kagura', 'Ishidate', 'Ogasawara', 'Minazuki', 'Takamine', 'Enomura'],
  },
  {
    nationalities: ['Brazil', 'Portugal'],
    male: ['Caio', 'Davi', 'Heitor', 'Rafael', 'Tiago', 'Vinicius', 'Joao', 'Otavio', 'Renan', 'Lucca'],
    female: ['Larissa', 'Bianca', 'Yasmin', 'Thais', 'Leticia', 'Marina', 'Ines', 'Beatriz', 'Luana', 'Raissa'],
    surnames: ['Albuquerque', 'Brandao', 'Figueira', 'Macedo', 'Sampaio', 'Quaresma', 'Valadares', 'Teixeira', 'Bragança', 'Moreira', 'Coutinho', 'Paixao'],
  },
  {
    nationalities: ['Germany', 'Netherlands', 'Sweden', 'Norway', 'Denmark', 'Switzerland'],
    male: ['Lukas', 'Sven', 'Jannik', 'Bjorn', 'Magnus', 'Henrik', 'Levi', 'Anders', 'Finn', 'Ruben'],
    female: ['Freya', 'Ida', 'Liv', 'Maren', 'Annika', 'Femke', 'Sigrid', 'Lotte', 'Elin', 'Greta'],
    surnames: ['Brandvold', 'Ekholm', 'Verhoeven', 'Lindqvist', 'Oberhauser', 'Sandager', 'Kessling', 'Dahlberg', 'Vermeulen', 'Haugland', 'Steinbach', 'Rasmussen'],
  },
  {
    nationalities: ['Italy', 'Spain', 'France', 'Romania', 'Poland'],
    male: ['Lorenzo', 'Dario', 'Hugo', 'Mathis', 'Adrian', 'Kacper', 'Luca', 'Iker', 'Bastien', 'Tudor'],
    female: ['Giulia', 'Alba', 'Margaux', 'Ioana', 'Zofia', 'Chiara', 'Noa', 'Elodie', 'Bianca', 'Oliwia'],
    surnames: ['Ferrante', 'Castellví', 'Duchamp', 'Moldovan', 'Wozniak', 'Ricciardi', 'Albarrán', 'Lefort', 'Constantin', 'Zielinski', 'Marchesi', 'Beaufort'],
  },
  {
    nationalities: ['Nigeria', 'Kenya', 'Senegal', 'South Africa', 'Ghana'],
    male: ['Chidi', 'Kwame', 'Baraka', 'Moussa', 'Themba', 'Obinna', 'Kofi', 'Sipho', 'Tunde', 'Amadou'],
    female: ['Amara', 'Zawadi', 'Awa', 'Naledi', 'Adaeze', 'Efua', 'Wanjiru', 'Thandiwe', 'Ngozi', 'Fatou'],
    surnames: ['Okonkwo', 'Mensah', 'Kamau', 'Diallo', 'Ndlovu', 'Adebayo', 'Ochieng', 'Sarr', 'Mokoena', 'Eze', 'Boateng', 'Njoroge'],
  },
  {
    nationalities: ['India', 'Pakistan', 'South Korea', 'Vietnam', 'Philippines'],
    male: ['Vikram', 'Aarav', 'Imran', 'Ji-ho', 'Minh', 'Rohan', 'Dong-hyun', 'Paolo', 'Kabir', 'Tuan'],
    female: ['Priya', 'Ananya', 'Ayesha', 'Ha-eun', 'Linh', 'Meera', 'Soo-ah', 'Mariel', 'Zara', 'Thu'],
    surnames: ['Rathore', 'Malhotra', 'Qureshi', 'Kang', 'Tran', 'Iyer', 'Seong', 'Dimaculangan', 'Bhandari', 'Pham', 'Chaudhry', 'Nam'],
  },
  {
    nationalities: ['Australia', 'New Zealand', 'Tonga', 'Samoa'],
    male: ['Lachlan', 'Koa', 'Tama', 'Hamish', 'Sione', 'Nikau', 'Bodhi', 'Lanakila', 'Rangi', 'Flynn'],
    female: ['Matilda', 'Aroha', 'Leilani', 'Mele', 'Indi', 'Kaia', 'Tui', 'Sienna', 'Moana', 'Ruby'],
    surnames: ['Tuilagi', 'Ngata', 'Fonoti', 'Whitcombe', 'Kereama', 'Latu', 'Mackenzie', 'Pomare', 'Faleolo', 'Barrington', 'Tapsell', 'Vaipulu'],
  },
];

/** Gimmick lines per style; `{nationality}` is replaced by the rookie's nationality. */
export const ROOKIE_BIOS: Readonly<Record<WrestlerStyle, readonly string[]>> = {
  Powerhouse: [
    'Raw-strength rookie from {nationality} who still lifts like every rep is being filmed.',
    'Former {nationality} farmhand whose first slam in training broke the practice ring.',
  ],
  'High-Flyer': [
    'Fearless {nationality} rookie who treats the top rope as a springboard and gravity as a suggestion.',
    'Gym-class acrobat from {nationality} whose first dive to the floor went viral before the pin.',
  ],
  Technician: [
    'Bookish {nationality} rookie who studies old tapes and counters holds before they are applied.',
    'Amateur grappling champion from {nationality}, learning that a crowd wants more than a takedown.',
  ],
  Showman: [
    'Loud, bright and new: a {nationality} rookie who rehearses entrances longer than matches.',
    'Former {nationality} street performer who has the microphone figured out and the ring not yet.',
  ],
  Brawler: [
    'Bar-room scrapper from {nationality} who signed up for the fighting and stayed for the cheers.',
    'Hard-headed {nationality} rookie whose training partners ask for headgear.',
  ],
  Giant: [
    'Towering {nationality} rookie still learning where all of those limbs go.',
    'Former {nationality} basketball centre who traded the paint for the squared circle.',
  ],
  Striker: [
    'Kickboxing convert from {nationality} whose strikes are ahead of everything else in the ring.',
    'Martial-arts prodigy from {nationality} who cannot yet throw a kick at half speed.',
  ],
  'All-Rounder': [
    'Eager {nationality} rookie who does a little of everything and is getting better at all of it.',
    'Training-school standout from {nationality}, first in the gym and last to leave.',
  ],
};
