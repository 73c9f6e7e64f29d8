import type { StoreKey } from './demo-stores';

export interface NamePool {
  readonly first: readonly string[];
  readonly last: readonly string[];
  /** Names of other origins, drawn together for `otherShare` of the customers. */
  readonly otherFirst: readonly string[];
  readonly otherLast: readonly string[];
  readonly otherShare: number;
}

// Montréal: mostly French-Canadian names with their accents, and the city's other communities.
const quebec: NamePool = {
  first: [
    'Hélène', 'Élodie', 'François', 'Josée', 'Geneviève', 'Stéphane', 'Benoît', 'Mélanie', 'Andrée', 'Chloé', 'Noémie',
    'Jérôme', 'René', 'Gaétan', 'Réjean', 'Ginette', 'Sylvie', 'Marc-André', 'Jean-François', 'Marie-Ève', 'Louis',
    'Mathieu', 'Maxime', 'Olivier', 'Félix', 'Zoé', 'Léa', 'Émile', 'Raphaël', 'Gabrielle', 'Nathalie', 'Isabelle',
    'Sébastien', 'Frédéric', 'Valérie', 'Annie', 'Luc', 'Pierre', 'Julie', 'Catherine', 'Marie-Claude', 'Étienne',
    'Léo', 'Anaïs', 'Thérèse', 'Hugo', 'Amélie', 'Denis', 'Éric', 'Mireille', 'Danielle', 'Jacques', 'Simone',
  ],
  last: [
    'Gagné', 'Bélanger', 'Côté', 'Lévesque', 'Tremblay', 'Gagnon', 'Roy', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie',
    'Fortin', 'Ouellet', 'Pelletier', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron',
    'Beaulieu', 'Cloutier', 'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault',
    'St-Pierre', 'Nadeau', 'Martel', 'Bédard', 'Grenier', 'Gélinas', 'Lachance', 'Thériault', 'Desjardins', 'Després',
    'Brisebois', 'Champagne', 'Hébert', 'Léger', 'Savard', 'Vézina', 'Ménard', 'Gingras', "D'Amours", 'Séguin',
  ],
  otherFirst: ['Karim', 'Yasmine', 'Minh', 'Wei', 'Marco', 'Giulia', 'Jean-Robert', 'Fabiola', 'Samir', 'Nadia', 'Sean', 'Priya'],
  otherLast: ['Haddad', 'Nguyen', 'Wong', 'Rossi', 'Pierre-Louis', 'Benali', "O'Brien", 'Papadopoulos', 'Kaur', 'Morales', 'Joseph', 'Tran'],
  otherShare: 0.2,
};

// Toronto and the GTA: English names and the region's many origins.
const ontario: NamePool = {
  first: [
    'Emily', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Chloe', 'Aiden', 'Grace', 'Daniel', 'Sarah', 'Michael',
    'Jennifer', 'David', 'Lucas', 'Amelia', 'Connor', 'Hannah', 'Ryan', 'Megan', 'Jessica', 'Matthew', 'Lauren', 'Owen',
  ],
  last: [
    'Smith', 'Brown', 'Wilson', 'Thompson', 'MacDonald', "O'Connor", 'Campbell', 'Martin', 'Anderson', 'Taylor', 'Murphy',
    'Stewart', 'Robertson', 'Fraser', 'Clarke', 'Mitchell', 'Young', 'Walker', 'Scott', 'Morrison',
  ],
  otherFirst: [
    'Priya', 'Arjun', 'Wei', 'Mei', 'Fatima', 'Omar', 'Sofia', 'Mateo', 'Harpreet', 'Jasmine', 'Aisha', 'Kwame',
    'Chidi', 'Nadia', 'Yusuf', 'Hana', 'Jun', 'Minh', 'Rohan', 'Ananya', 'Tariq', 'Ji-woo', 'Marisol', 'Andrei',
  ],
  otherLast: [
    'Patel', 'Singh', 'Chen', 'Wong', 'Nguyen', 'Li', 'Kim', 'Ahmed', 'Khan', 'Rodriguez', 'Da Silva', 'Santos',
    'Kowalski', 'Novak', 'Okafor', 'Mensah', 'Haddad', 'Ali', 'Gill', 'Sharma', 'Lee', 'Park', 'Tremblay', 'Popescu',
  ],
  otherShare: 0.5,
};

// Vermont: English names, Hispanic names, and the state's French-Canadian heritage.
const vermont: NamePool = {
  first: [
    'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth', 'Tyler',
    'Ashley', 'Brandon', 'Brittany', 'Kyle', 'Megan', 'Cody', 'Heather', 'Travis', 'Amanda', 'Caleb', 'Abigail',
    'Logan', 'Madison', 'Hunter', 'Kayla', 'Wyatt', 'Paige',
  ],
  last: [
    'Johnson', 'Williams', 'Jones', 'Miller', 'Davis', 'Moore', 'Clark', 'Lewis', 'Hall', 'Allen', 'King', 'Wright',
    'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Morris',
    'Cook', 'Rogers', 'Bailey', 'Howard', 'Ward', 'Foster', 'Sullivan', 'Russell', 'Hayes', 'Bryant', 'Kennedy',
  ],
  otherFirst: ['Carlos', 'Maria', 'Luis', 'Sofia', 'Marc', 'Nicole', 'Andre', 'Renee', 'Hung', 'Amina'],
  otherLast: ['Garcia', 'Ramirez', 'Torres', 'Lamoureux', 'Thibault', 'Bouchard', 'Gagnon', 'Ouellette', 'Tran', 'Osman'],
  otherShare: 0.2,
};

export const NAME_POOLS: Readonly<Record<StoreKey, NamePool>> = { qc: quebec, on: ontario, vt: vermont };

/** What sales reps write about a lead, in the customer's language. */
export const NOTES: Readonly<Record<'fr' | 'en', readonly string[]>> = {
  fr: [
    'Intéressé par un VUS hybride, rappeler après 17 h.',
    'Veut un essai routier samedi matin.',
    'Échange possible : Civic 2017, environ 120 000 km.',
    'Préfère être joint par courriel.',
    'Compare avec un concessionnaire de Laval.',
    'Budget mensuel d’environ 450 $.',
  ],
  en: [
    'Interested in a hybrid SUV, call back after 5 pm.',
    'Wants a test drive Saturday morning.',
    'Possible trade-in: 2017 Civic, high mileage.',
    'Prefers e-mail.',
    'Comparing with a dealer across town.',
    'Monthly budget around $450.',
  ],
};
