// The hand-written half of the wrestler catalog: ring names, nationalities, styles, ages, gimmicks and
// the category each wrestler is meant to land in. scripts/generate-wrestlers.ts turns these into the
// full rows of shared/data/wrestlers.ts (skills, rating, salary, ...). Every name and gimmick here is
// invented for Main Event Mogul; none is a real person or a real wrestler's character.
import type { WrestlerGender, WrestlerStyle } from '#shared/data/wrestlers/types.ts';
import type { WrestlerCategory } from '#shared/rules/rating.ts';

export interface RosterEntry {
  name: string;
  nationality: string;
  style: WrestlerStyle;
  gender: WrestlerGender;
  /** Wrestles under a mask (the portrait shows it). */
  masked?: boolean;
  age: number;
  /** The category the generated skills aim for. */
  tier: WrestlerCategory;
  bio: string;
}

export const ROSTER: RosterEntry[] = [
  // S: the established main-eventers.
  { tier: 'S', name: 'Torvald Orrevik', gender: 'male', nationality: 'Norway', style: 'Powerhouse', age: 34, bio: 'Former strongman champion who treats the ring like a loading dock and opponents like freight.' },
  { tier: 'S', name: 'Percival Ashgrave', gender: 'male', nationality: 'England', style: 'Technician', age: 37, bio: 'The Clockmaker: every hold is timed to the second and every counter rehearsed a thousand times.' },
  { tier: 'S', name: 'Solenne Marchetti', gender: 'female', nationality: 'Italy', style: 'Showman', age: 31, bio: 'Opera-trained diva whose entrance aria sells out the cheap seats before the bell rings.' },
  { tier: 'S', name: 'Haruki Tenmon', gender: 'male', nationality: 'Japan', style: 'Striker', age: 33, bio: 'Stoic kickboxer whose spinning heel kick has closed more main events than he cares to count.' },
  { tier: 'S', name: 'Celeste Montfaucon', gender: 'female', nationality: 'France', style: 'High-Flyer', age: 29, bio: 'Parisian trapeze artist who learned to fly under a circus tent and never came back down.' },
  { tier: 'S', name: 'Rewi Kahurangi', gender: 'male', nationality: 'New Zealand', style: 'Giant', age: 35, bio: 'Over two metres of calm menace; arenas fall silent when he raises one open hand.' },
  { tier: 'S', name: 'Bishop Calderwood', gender: 'male', nationality: 'USA', style: 'Showman', age: 39, bio: 'Silver-tongued ex-car salesman who can sell a crowd anything, most of all himself.' },

  // A: stars knocking on the main-event door.
  { tier: 'A', name: 'Mateo Villasenor', gender: 'male', nationality: 'Mexico', style: 'High-Flyer', age: 27, masked: true, bio: 'Masked Guadalajara acrobat whose dives from the top of the cage make ring crews nervous.' },
  { tier: 'A', name: 'Brannock Hale', gender: 'male', nationality: 'USA', style: 'Brawler', age: 36, bio: 'Former shipyard welder who fights as if the shift whistle is about to blow.' },
  { tier: 'A', name: 'Ingrid Falkenrath', gender: 'female', nationality: 'Germany', style: 'Technician', age: 32, bio: 'Submission scholar who keeps a notebook of every joint she has ever twisted.' },
  { tier: 'A', name: 'Emeka Adeyemi', gender: 'male', nationality: 'Nigeria', style: 'Powerhouse', age: 30, bio: 'Former shot-put finalist with a sit-out slam that rattles the ring posts.' },
  { tier: 'A', name: 'Lucia Barrancas', gender: 'female', nationality: 'Spain', style: 'Showman', age: 28, bio: 'Flamenco-inspired entrances, a fan that snaps shut like a trap, and a mean streak to match.' },
  { tier: 'A', name: 'Artem Zhuravlin', gender: 'male', nationality: 'Ukraine', style: 'Technician', age: 34, bio: 'Quiet chess club champion who wins his matches the way he wins games: one square at a time.' },
  { tier: 'A', name: 'Arjun Devraj', gender: 'male', nationality: 'India', style: 'Striker', age: 29, bio: 'Kalaripayattu-trained striker whose kicks land before the crowd sees them leave.' },
  { tier: 'A', name: 'Tomas Ferreyra', gender: 'male', nationality: 'Argentina', style: 'All-Rounder', age: 31, bio: 'Tango-footed all-rounder from Rosario who can brawl, fly or grapple as the night demands.' },
  { tier: 'A', name: 'Seo-yeon Bak', gender: 'female', nationality: 'South Korea', style: 'High-Flyer', age: 26, bio: 'Former national-team gymnast whose corkscrew moonsault has its own fan page.' },
  { tier: 'A', name: 'Declan Murtagh', gender: 'male', nationality: 'Ireland', style: 'Brawler', age: 33, bio: 'Ex-rugby enforcer from Cork who considers a chair shot a friendly greeting.' },

  // B: reliable upper-midcard talent.
  { tier: 'B', name: 'Thaddeus Crane', gender: 'male', nationality: 'USA', style: 'Technician', age: 38, bio: 'Old-school mat wrestler who answers trash talk with a wristlock and a lecture.' },
  { tier: 'B', name: 'Marisol Echeverria', gender: 'female', nationality: 'Chile', style: 'High-Flyer', age: 27, bio: 'Santiago daredevil who climbs anything taller than the turnbuckles.' },
  { tier: 'B', name: 'Gunnar Stromqvist', gender: 'male', nationality: 'Sweden', style: 'Giant', age: 32, bio: 'Lumberjack-sized Swede who once lifted a rival clean over the top rope with one arm.' },
  { tier: 'B', name: 'Kasia Wrobel', gender: 'female', nationality: 'Poland', style: 'Brawler', age: 29, bio: 'Gdansk dock-town scrapper who never met a headbutt she did not like.' },
  { tier: 'B', name: 'Riku Hoshizaki', gender: 'male', nationality: 'Japan', style: 'High-Flyer', age: 24, bio: 'Young star-chaser who dives first and thinks about the landing later.' },
  { tier: 'B', name: 'Desmond Achterberg', gender: 'male', nationality: 'Netherlands', style: 'Powerhouse', age: 35, bio: 'Rotterdam crane operator who hoists opponents as easily as shipping containers.' },
  { tier: 'B', name: 'Imani Baptiste', gender: 'female', nationality: 'Jamaica', style: 'Showman', age: 27, bio: 'Kingston dancehall queen who turns every entrance into a block party.' },
  { tier: 'B', name: 'Hamish McCrindle', gender: 'male', nationality: 'Scotland', style: 'Brawler', age: 40, bio: 'Grizzled Glasgow veteran with a forehead like a castle wall.' },
  { tier: 'B', name: 'Yasmin Haddad', gender: 'female', nationality: 'Lebanon', style: 'Technician', age: 30, bio: 'Beirut-trained grappler who can tie up a limb from any angle.' },
  { tier: 'B', name: 'Bruno Caetano', gender: 'male', nationality: 'Brazil', style: 'Striker', age: 28, bio: 'Capoeira master whose cartwheel kicks turn every match into a roda.' },
  { tier: 'B', name: 'Silas Whitlock', gender: 'male', nationality: 'Canada', style: 'All-Rounder', age: 33, bio: 'Prairie-raised workhorse who has wrestled in every town hall from Regina to Moncton.' },
  { tier: 'B', name: 'Mirela Dragomir', gender: 'female', nationality: 'Romania', style: 'Showman', age: 30, bio: 'Self-styled countess of the ring who arrives in a velvet cape and leaves with the crowd.' },
  { tier: 'B', name: 'Ezekiel Marrow', gender: 'male', nationality: 'USA', style: 'Brawler', age: 41, bio: 'Hard-nosed veteran of a thousand small-town gyms and a few hundred parking lots.' },
  { tier: 'B', name: 'Kalani Makoa', gender: 'male', nationality: 'USA', style: 'Powerhouse', age: 29, bio: 'Big-wave surfer from Oahu who hits like the North Shore in January.' },
  { tier: 'B', name: 'Fatima Zahra Benali', gender: 'female', nationality: 'Morocco', style: 'High-Flyer', age: 25, bio: 'Casablanca parkour runner who treats the ring ropes like rooftops.' },
  { tier: 'B', name: 'Piet van Rensburg', gender: 'male', nationality: 'South Africa', style: 'Powerhouse', age: 34, bio: 'Karoo farm boy with a gutwrench suplex that could uproot a fence post.' },
  { tier: 'B', name: 'Orla Finnegan', gender: 'female', nationality: 'Ireland', style: 'Technician', age: 28, bio: 'Dublin catch-wrestling prodigy with a grin that means someone is about to tap.' },
  { tier: 'B', name: 'Nightjar', gender: 'male', nationality: 'Canada', style: 'High-Flyer', age: 30, masked: true, bio: 'A masked flyer in midnight feathers; nobody has seen his face, and he wants it that way.' },

  // C: the working midcard.
  { tier: 'C', name: 'Rhett Brannigan', gender: 'male', nationality: 'USA', style: 'Showman', age: 26, bio: 'Rodeo clown turned loudmouth heel who never finishes a promo without a lasso.' },
  { tier: 'C', name: 'Ximena Olmos', gender: 'female', nationality: 'Mexico', style: 'High-Flyer', age: 23, masked: true, bio: 'Masked Monterrey rising star whose springboard arm drags leave opponents dizzy.' },
  { tier: 'C', name: 'Kwabena Osei-Mensah', gender: 'male', nationality: 'Ghana', style: 'Powerhouse', age: 27, bio: 'Accra weightlifter who carries his opponents around the ring before slamming them.' },
  { tier: 'C', name: 'Henrik Dahlgaard', gender: 'male', nationality: 'Denmark', style: 'Technician', age: 35, bio: 'Methodical Dane who wrestles like he is assembling flat-pack furniture: no piece left over.' },
  { tier: 'C', name: 'Rosa Talavera', gender: 'female', nationality: 'Peru', style: 'Brawler', age: 31, bio: 'Lima street fighter who swings first and negotiates later.' },
  { tier: 'C', name: 'Tobias Wrenfield', gender: 'male', nationality: 'England', style: 'Technician', age: 24, bio: 'Posh Oxford debater who out-argues referees and out-wrestles rivals.' },
  { tier: 'C', name: 'Mack Delacroix', gender: 'male', nationality: 'USA', style: 'Brawler', age: 38, bio: 'Bayou bruiser who wrestles barefoot and smells faintly of crawfish boil.' },
  { tier: 'C', name: 'Jun-ho Choi', gender: 'male', nationality: 'South Korea', style: 'Striker', age: 27, bio: 'Taekwondo black belt whose axe kick drops like a guillotine.' },
  { tier: 'C', name: 'Paulo Reboucas', gender: 'male', nationality: 'Portugal', style: 'All-Rounder', age: 29, bio: 'Lisbon fisherman’s son who wrestles with the patience of the tide.' },
  { tier: 'C', name: 'Greta Lindqvist', gender: 'female', nationality: 'Sweden', style: 'Powerhouse', age: 28, bio: 'Arm-wrestling champion of three county fairs and counting.' },
  { tier: 'C', name: 'Dario Castellano', gender: 'male', nationality: 'Italy', style: 'Showman', age: 33, bio: 'Vain Milanese playboy who checks his hair in the turnbuckle pad between holds.' },
  { tier: 'C', name: 'Baran Kocatepe', gender: 'male', nationality: 'Turkey', style: 'Powerhouse', age: 30, bio: 'Former oil-wrestling finalist with a grip nobody slips out of.' },
  { tier: 'C', name: 'Ondrej Kratochvil', gender: 'male', nationality: 'Czechia', style: 'Technician', age: 32, bio: 'Brno engineer who diagrams his holds on napkins backstage.' },
  { tier: 'C', name: 'Tiago Sarmento', gender: 'male', nationality: 'Brazil', style: 'High-Flyer', age: 22, bio: 'Favela football trickster who juggles opponents instead of footballs now.' },
  { tier: 'C', name: 'Leilani Kahale', gender: 'female', nationality: 'USA', style: 'High-Flyer', age: 24, bio: 'Hula-trained flyer from Maui with a frog splash that covers half the ring.' },
  { tier: 'C', name: 'Cormac Doyle', gender: 'male', nationality: 'Ireland', style: 'Brawler', age: 30, bio: 'Boxing-club regular who keeps his gloves on under his elbow pads.' },
  { tier: 'C', name: 'Valentina Arbelaez', gender: 'female', nationality: 'Colombia', style: 'Showman', age: 26, bio: 'Telenovela heartbreaker who slaps harder than any script ever called for.' },
  { tier: 'C', name: 'Osman Diallo', gender: 'male', nationality: 'Senegal', style: 'Striker', age: 28, bio: 'Laamb wrestling champion from Dakar who brings the drums to every entrance.' },
  { tier: 'C', name: 'Wesley Pruitt', gender: 'male', nationality: 'USA', style: 'Giant', age: 31, bio: 'Seven-foot Kansas farmhand still learning what to do with all that reach.' },
  { tier: 'C', name: 'Pawel Grzmot', gender: 'male', nationality: 'Poland', style: 'Powerhouse', age: 33, bio: 'His surname means thunder, and his clothesline makes sure you remember it.' },
  { tier: 'C', name: 'Anouk Verhaegen', gender: 'female', nationality: 'Belgium', style: 'Technician', age: 29, bio: 'Antwerp diamond cutter’s daughter: precise, patient and very hard to crack.' },
  { tier: 'C', name: 'Hugo Brandstatter', gender: 'male', nationality: 'Austria', style: 'Brawler', age: 36, bio: 'Alpine brawler who trains by hauling firewood up mountains.' },
  { tier: 'C', name: 'Zane Whitaker', gender: 'male', nationality: 'Australia', style: 'All-Rounder', age: 27, bio: 'Laid-back Perth surfer who somehow always ends up in the main event brawl.' },
  { tier: 'C', name: 'Mei Lin Zhao', gender: 'female', nationality: 'China', style: 'Technician', age: 26, bio: 'Wushu-trained grappler whose counters flow like calligraphy.' },
  { tier: 'C', name: 'Viliami Maka', gender: 'male', nationality: 'Tonga', style: 'Powerhouse', age: 29, bio: 'Gentle church choir bass with a headbutt like a falling coconut tree.' },
  { tier: 'C', name: 'Jasper Quill', gender: 'male', nationality: 'Canada', style: 'Showman', age: 25, bio: 'Failed poet who now recites verses about how badly he will beat you.' },
  { tier: 'C', name: 'Radu Ionescu', gender: 'male', nationality: 'Romania', style: 'Brawler', age: 34, bio: 'Carpathian shepherd who fights like the wolves are at the gate.' },
  { tier: 'C', name: 'Amara Eze', gender: 'female', nationality: 'Nigeria', style: 'High-Flyer', age: 24, bio: 'Lagos sprinter whose running dropkick clocks in at highway speed.' },
  { tier: 'C', name: 'Ledger Vane', gender: 'male', nationality: 'USA', style: 'Technician', age: 30, bio: 'Former accountant who audits every mistake an opponent makes, then collects.' },
  { tier: 'C', name: 'Ravi Bhattacharya', gender: 'male', nationality: 'India', style: 'All-Rounder', age: 27, bio: 'Kolkata kabaddi raider who tags, escapes and strikes in one breath.' },
  { tier: 'C', name: 'The Lamplighter', gender: 'male', nationality: 'England', style: 'Technician', age: 42, masked: true, bio: 'A masked craftsman from the old halls who keeps the classic holds burning.' },

  // D: lower card and journeymen.
  { tier: 'D', name: 'Buck Harlan', gender: 'male', nationality: 'USA', style: 'Brawler', age: 47, bio: 'Road-worn journeyman with stories from every armory in Texas.' },
  { tier: 'D', name: 'Elodie Brassard', gender: 'female', nationality: 'Canada', style: 'High-Flyer', age: 22, bio: 'Montreal circus school graduate still finding her footing on the top rope.' },
  { tier: 'D', name: 'Tadeo Rios', gender: 'male', nationality: 'Puerto Rico', style: 'Striker', age: 25, bio: 'San Juan boxer with fast hands and an even faster mouth.' },
  { tier: 'D', name: 'Yusuf Karaca', gender: 'male', nationality: 'Turkey', style: 'Brawler', age: 28, bio: 'Istanbul bazaar porter who carries grudges as easily as carpets.' },
  { tier: 'D', name: 'Ansel Birchwood', gender: 'male', nationality: 'England', style: 'Technician', age: 23, bio: 'Village-hall prodigy who learned his holds from dusty library books.' },
  { tier: 'D', name: 'Marta Szabo', gender: 'female', nationality: 'Hungary', style: 'Powerhouse', age: 27, bio: 'Hammer-throw hopeful who found the ring more fun than the field.' },
  { tier: 'D', name: 'Gideon Pryce', gender: 'male', nationality: 'Wales', style: 'Showman', age: 29, bio: 'Valleys choir tenor who sings his opponents to sleep, then pins them.' },
  { tier: 'D', name: 'Kenji Morisato', gender: 'male', nationality: 'Japan', style: 'Technician', age: 46, bio: 'Veteran dojo coach who still laces up to teach the youngsters a lesson.' },
  { tier: 'D', name: 'Dolores Vidal', gender: 'female', nationality: 'Spain', style: 'Brawler', age: 33, bio: 'Valencia butcher who wrestles in her apron and never loses her cleaver-sharp focus.' },
  { tier: 'D', name: 'Bodhi Callister', gender: 'male', nationality: 'Australia', style: 'High-Flyer', age: 21, bio: 'Skateboarding Gold Coast kid who treats the ring apron like a half-pipe.' },
  { tier: 'D', name: 'Ruslan Temirov', gender: 'male', nationality: 'Kazakhstan', style: 'Powerhouse', age: 30, bio: 'Steppe horseman who trained by lifting foals over fences.' },
  { tier: 'D', name: 'Noor Siddiqui', gender: 'female', nationality: 'Pakistan', style: 'Technician', age: 24, bio: 'Lahore akhara student with an unbreakable front headlock.' },
  { tier: 'D', name: 'Clement Otieno', gender: 'male', nationality: 'Kenya', style: 'Striker', age: 26, bio: 'Nairobi marathoner who outlasts opponents before he outstrikes them.' },
  { tier: 'D', name: 'Hollis Grady', gender: 'male', nationality: 'USA', style: 'Giant', age: 37, bio: 'Slow-moving Appalachian mountain of a man who rarely needs a second slam.' },
  { tier: 'D', name: 'Ines Carvalho', gender: 'female', nationality: 'Brazil', style: 'Showman', age: 23, bio: 'Samba-school dancer who brings a whole percussion section to the ramp.' },
  { tier: 'D', name: 'Fergus Lachlan', gender: 'male', nationality: 'Scotland', style: 'All-Rounder', age: 31, bio: 'Highland games caber tosser who can also hit a decent dropkick.' },
  { tier: 'D', name: 'Captain Tidewater', gender: 'male', nationality: 'USA', style: 'Showman', age: 44, bio: 'Sea-shanty-singing old salt who swears the ring is his ship and the crowd his crew.' },

  // E: green prospects with something to build on.
  { tier: 'E', name: 'Juniper Vale', gender: 'female', nationality: 'USA', style: 'High-Flyer', age: 20, bio: 'Oregon tree-climber with more courage than technique, for now.' },
  { tier: 'E', name: 'Sven Holmgaard', gender: 'male', nationality: 'Denmark', style: 'Powerhouse', age: 22, bio: 'Farm-strong rookie who still apologises after every slam.' },
  { tier: 'E', name: 'Rico Salinas', gender: 'male', nationality: 'Mexico', style: 'Showman', age: 21, masked: true, bio: 'Masked son of a mariachi trumpeter who blows his own horn, literally.' },
  { tier: 'E', name: 'Aoife Brennan', gender: 'female', nationality: 'Ireland', style: 'Technician', age: 21, bio: 'Galway judo convert learning to turn throws into holds.' },
  { tier: 'E', name: 'Tane Poutama', gender: 'male', nationality: 'New Zealand', style: 'Brawler', age: 24, bio: 'Rugby league reject who found a sport where tackling is still encouraged.' },
  { tier: 'E', name: 'Mila Horvat', gender: 'female', nationality: 'Croatia', style: 'High-Flyer', age: 19, bio: 'Split diving champion who treats the top rope like a ten-metre board.' },
  { tier: 'E', name: 'Danny Kowalczyk', gender: 'male', nationality: 'USA', style: 'Brawler', age: 23, bio: 'Chicago bricklayer who built his ring gear and his grudges by hand.' },
  { tier: 'E', name: 'Rasmus Kivi', gender: 'male', nationality: 'Estonia', style: 'Technician', age: 22, bio: 'Tallinn student who studies old match tapes frame by frame.' },
  { tier: 'E', name: 'Priya Nandakumar', gender: 'female', nationality: 'India', style: 'Striker', age: 20, bio: 'Chennai kickboxing prospect with a spinning back fist in progress.' },
  { tier: 'E', name: 'Luca Ferrante', gender: 'male', nationality: 'Italy', style: 'All-Rounder', age: 22, bio: 'Naples pizzaiolo who tosses opponents almost as well as dough.' },
  { tier: 'E', name: 'Ozzie Pembleton', gender: 'male', nationality: 'England', style: 'Showman', age: 25, bio: 'Seaside pier entertainer with jokes sharper than his wrestling.' },
  { tier: 'E', name: 'Thiago Benitez', gender: 'male', nationality: 'Paraguay', style: 'High-Flyer', age: 20, masked: true, bio: 'Masked Asuncion backflip specialist who has yet to land one in a match.' },

  // F: raw rookies fresh from the training school.
  { tier: 'F', name: 'Kit Hollander', gender: 'male', nationality: 'USA', style: 'High-Flyer', age: 18, bio: 'Backyard daredevil straight out of high school with a hospital file to prove it.' },
  { tier: 'F', name: 'Bram Oosterhuis', gender: 'male', nationality: 'Netherlands', style: 'Powerhouse', age: 19, bio: 'Tall, strong and still figuring out which way the ropes bounce.' },
  { tier: 'F', name: 'Chiara Rüegg', gender: 'female', nationality: 'Switzerland', style: 'Technician', age: 20, bio: 'Zurich watchmaker’s apprentice who wants to wrestle with the same precision.' },
  { tier: 'F', name: 'Tyrell Ashby', gender: 'male', nationality: 'England', style: 'Brawler', age: 21, bio: 'Birmingham pub bouncer on his first week of real training.' },
  { tier: 'F', name: 'Bao Lam Nguyen', gender: 'male', nationality: 'Vietnam', style: 'Striker', age: 19, bio: 'Vovinam student with quick feet and a lot to learn about selling.' },
  { tier: 'F', name: 'Santiago Paredes', gender: 'male', nationality: 'Uruguay', style: 'Showman', age: 20, bio: 'Montevideo street performer who already has a catchphrase, if not a moveset.' },
  { tier: 'F', name: 'Hana Shiratori', gender: 'female', nationality: 'Japan', style: 'High-Flyer', age: 18, bio: 'Osaka trainee whose name means white bird and whose dives still need a runway.' },
  { tier: 'F', name: 'Jethro Mabry', gender: 'male', nationality: 'USA', style: 'Giant', age: 22, bio: 'Enormous Arkansas lumber-yard hand who walked into the gym by mistake.' },
  { tier: 'F', name: 'Tunde Oyelaran', gender: 'male', nationality: 'Nigeria', style: 'Powerhouse', age: 19, bio: 'Ibadan teen weightlifter making his first steps between the ropes.' },
  { tier: 'F', name: 'Aleksi Rautio', gender: 'male', nationality: 'Finland', style: 'Technician', age: 21, bio: 'Quiet Oulu sauna attendant with surprisingly good amateur credentials.' },
];
