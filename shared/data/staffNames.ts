// Names for staff candidates: fictional people, first and last names combined by the world's
// generator (no two candidates of one federation share a full name).

export const STAFF_FIRST_NAMES = [
  'Adele', 'Ambrose', 'Anika', 'Barnaby', 'Beatriz', 'Callum', 'Carmen', 'Dario', 'Delphine', 'Desmond',
  'Elif', 'Emmett', 'Fatima', 'Floyd', 'Greta', 'Gideon', 'Harriet', 'Hector', 'Ines', 'Isaac',
  'Joanna', 'Jonah', 'Keiko', 'Lionel', 'Lorna', 'Marcus', 'Mireille', 'Nadia', 'Nolan', 'Odette',
  'Otis', 'Paloma', 'Quentin', 'Rosalind', 'Rufus', 'Sabine', 'Silas', 'Tamsin', 'Umar', 'Vera',
  'Wendell', 'Yusuf', 'Zelda', 'Ingrid', 'Kofi', 'Lucinda', 'Matteo', 'Noor',
] as const;

export const STAFF_LAST_NAMES = [
  'Abernathy', 'Achterberg', 'Balogun', 'Beaumont', 'Castellano', 'Cheng', 'Dalgleish', 'Dubois', 'Eriksen', 'Fairweather',
  'Ferraro', 'Gallagher', 'Haldane', 'Hollis', 'Ibarra', 'Jankowski', 'Kaminski', 'Kowalski', 'Lindqvist', 'Maddox',
  'Marchbanks', 'Nakagawa', 'Okonkwo', 'Osei', 'Pemberton', 'Quaresma', 'Radcliffe', 'Rosales', 'Sandoval', 'Schofield',
  'Tanaka', 'Thistlewood', 'Underhill', 'Valdivia', 'Vasquez', 'Whitcombe', 'Winterbourne', 'Yardley', 'Zielinski', 'Bramwell',
] as const;
