import type { CategorySlug } from '@pentas/openapi';

/** The demo catalog seeded on first start with the embedded database (see seed.ts). */
export const DEMO_PASSWORD = 'pentas-demo';

export const demoUsers = [
  { email: 'admin@pentas.test', firstName: 'Aminah', lastName: 'Yusof', role: 'admin' },
  { email: 'organizer@pentas.test', firstName: 'Daniel', lastName: 'Lim', role: 'organizer' },
  { email: 'organizer2@pentas.test', firstName: 'Siti', lastName: 'Hassan', role: 'organizer' },
  { email: 'reseller@pentas.test', firstName: 'Ravi', lastName: 'Kumar', role: 'reseller' },
  { email: 'customer@pentas.test', firstName: 'Chloe', lastName: 'Tan', role: 'customer' },
  { email: 'customer2@pentas.test', firstName: 'Farid', lastName: 'Ismail', role: 'customer' },
] as const;

interface DemoTicket {
  name: string;
  description?: string;
  price: string;
  quantity: number;
  sold?: number;
}

export interface DemoEvent {
  organizer: 'organizer@pentas.test' | 'organizer2@pentas.test';
  title: string;
  description: string;
  /** In Bahasa Melayu, where the organizer gave it (decision 76). */
  titleMs?: string;
  descriptionMs?: string;
  venue: string;
  location: string;
  category: CategorySlug;
  currency: 'MYR' | 'IDR' | 'SGD';
  timeZone: string;
  /** Days from the seeding day, and local start hour. */
  inDays: number;
  hour: number;
  durationHours: number;
  poster: string;
  tickets: DemoTicket[];
}

const KL = 'Asia/Kuala_Lumpur';

export const demoEvents: DemoEvent[] = [
  {
    organizer: 'organizer@pentas.test',
    title: 'Jazz by the Lake',
    description:
      'An evening of jazz on the lakeside lawn.\n1. Line-up\n* The KL Jazz Collective\n* Aisyah Rahman Trio\n2. Good to know\n* Bring a picnic mat\n* Food trucks from 6pm',
    titleMs: 'Jazz di Tepi Tasik',
    descriptionMs:
      'Malam jazz di laman tepi tasik.\n1. Barisan persembahan\n* The KL Jazz Collective\n* Aisyah Rahman Trio\n2. Untuk diketahui\n* Bawa tikar berkelah\n* Trak makanan dari 6 petang',
    venue: 'Perdana Botanical Gardens',
    location: 'Kuala Lumpur, Malaysia',
    category: 'music',
    currency: 'MYR',
    timeZone: KL,
    inDays: 3,
    hour: 19,
    durationHours: 4,
    poster: '/posters/music-1.svg',
    tickets: [
      { name: 'General Admission', description: 'Lawn access', price: '80.00', quantity: 400, sold: 152 },
      { name: 'VIP Deck', description: 'Deck seating and a welcome drink', price: '220.00', quantity: 60, sold: 41 },
    ],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Penang Street Food Festival',
    description:
      'Three streets of hawker legends, one ticket.\n1. What is included\n* Ten tasting coupons\n* A reusable tote\n2. Getting there\n* Free shuttle from the ferry terminal',
    venue: 'Armenian Street',
    location: 'George Town, Malaysia',
    category: 'food',
    currency: 'MYR',
    timeZone: KL,
    inDays: 6,
    hour: 17,
    durationHours: 6,
    poster: '/posters/food-1.svg',
    tickets: [
      { name: 'Tasting Pass', price: '45.00', quantity: 1000, sold: 610 },
      { name: 'Family Pass', description: 'Two adults and two children', price: '140.00', quantity: 200, sold: 58 },
    ],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'KL Tech Summit 2026',
    description:
      'Two days of talks on AI, payments and cloud in South-East Asia.\n1. Tracks\n* Applied AI\n* Fintech and payments\n* Platform engineering\n2. Includes\n* Lunch both days\n* Recordings of every talk',
    venue: 'Kuala Lumpur Convention Centre',
    location: 'Kuala Lumpur, Malaysia',
    category: 'technology',
    currency: 'MYR',
    timeZone: KL,
    inDays: 12,
    hour: 9,
    durationHours: 33,
    poster: '/posters/technology-1.svg',
    tickets: [
      { name: 'Early Bird', price: '299.00', quantity: 300, sold: 300 },
      { name: 'Standard', price: '499.00', quantity: 800, sold: 214 },
      {
        name: 'Student',
        description: 'Valid student ID required at the door',
        price: '99.00',
        quantity: 150,
        sold: 98,
      },
    ],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Wayang Kulit Under the Stars',
    description:
      'The shadow puppet tradition of Kelantan, performed by a master dalang with a live gamelan ensemble.\n* Talk with the puppeteers after the show',
    titleMs: 'Wayang Kulit di Bawah Bintang',
    descriptionMs:
      'Tradisi wayang kulit Kelantan, dipersembahkan oleh tok dalang dengan iringan gamelan secara langsung.\n* Bual bersama para pemain wayang selepas persembahan',
    venue: 'Istana Budaya Open Stage',
    location: 'Kuala Lumpur, Malaysia',
    category: 'cultural',
    currency: 'MYR',
    timeZone: KL,
    inDays: 9,
    hour: 20,
    durationHours: 2,
    poster: '/posters/cultural-1.svg',
    tickets: [{ name: 'General Admission', price: '35.00', quantity: 250, sold: 120 }],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Borneo Ultra Trail',
    description:
      'Trail running through the rainforest at the foot of Mount Kinabalu.\n1. Distances\n* 25 km\n* 50 km\n* 100 km\n2. Kit list\n* Headlamp and two litres of water',
    venue: 'Kinabalu Park',
    location: 'Kota Kinabalu, Malaysia',
    category: 'sports',
    currency: 'MYR',
    timeZone: KL,
    inDays: 27,
    hour: 5,
    durationHours: 30,
    poster: '/posters/sports-1.svg',
    tickets: [
      { name: '25 km', price: '180.00', quantity: 400, sold: 233 },
      { name: '50 km', price: '260.00', quantity: 250, sold: 140 },
      { name: '100 km', price: '390.00', quantity: 100, sold: 61 },
    ],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Founders & Funders Breakfast',
    description: 'A morning of pitches and coffee with angel investors from Kuala Lumpur and Singapore.',
    venue: 'The Exchange 106',
    location: 'Kuala Lumpur, Malaysia',
    category: 'business',
    currency: 'MYR',
    timeZone: KL,
    inDays: 15,
    hour: 8,
    durationHours: 3,
    poster: '/posters/business-1.svg',
    tickets: [{ name: 'Seat', price: '120.00', quantity: 80, sold: 80 }],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Batik Now: Contemporary Textile Art',
    description:
      'Twenty artists rework batik for the 21st century.\n* Guided tours every hour\n* Hands-on canting workshop at 3pm',
    venue: 'Ilham Gallery',
    location: 'Kuala Lumpur, Malaysia',
    category: 'art',
    currency: 'MYR',
    timeZone: KL,
    inDays: 5,
    hour: 11,
    durationHours: 7,
    poster: '/posters/art-1.svg',
    tickets: [
      { name: 'Entry', price: '25.00', quantity: 500, sold: 75 },
      { name: 'Entry + Workshop', price: '85.00', quantity: 40, sold: 12 },
    ],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Marina Bay Countdown Concert',
    description: 'See out the year with a live orchestra and fireworks over the bay.',
    venue: 'The Float @ Marina Bay',
    location: 'Singapore, Singapore',
    category: 'music',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    inDays: 40,
    hour: 21,
    durationHours: 4,
    poster: '/posters/music-2.svg',
    tickets: [
      { name: 'Standing', price: '68.00', quantity: 2000, sold: 980 },
      { name: 'Grandstand', price: '128.00', quantity: 600, sold: 402 },
    ],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Singapore Design Week Talks',
    description: 'Designers from across Asia on cities, type and tools.\n* Talks in English\n* Evening mixer included',
    venue: 'National Design Centre',
    location: 'Singapore, Singapore',
    category: 'art',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    inDays: 20,
    hour: 14,
    durationHours: 5,
    poster: '/posters/art-2.svg',
    tickets: [{ name: 'Day Pass', price: '45.00', quantity: 300, sold: 101 }],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Jakarta Indie Fest',
    description: 'Twelve bands across two stages in the heart of Jakarta.\n1. Stages\n* Main stage\n* Garage stage',
    venue: 'Gelora Bung Karno Plaza',
    location: 'Jakarta, Indonesia',
    category: 'music',
    currency: 'IDR',
    timeZone: 'Asia/Jakarta',
    inDays: 18,
    hour: 16,
    durationHours: 7,
    poster: '/posters/music-3.svg',
    tickets: [
      { name: 'Presale', price: '350000', quantity: 1500, sold: 1500 },
      { name: 'Regular', price: '450000', quantity: 3000, sold: 870 },
    ],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Ubud Food & Culture Walk',
    description: 'A guided walk through markets, warungs and temples of Ubud, with a cooking class to finish.',
    venue: 'Ubud Market',
    location: 'Bali, Indonesia',
    category: 'food',
    currency: 'IDR',
    timeZone: 'Asia/Makassar',
    inDays: 8,
    hour: 9,
    durationHours: 5,
    poster: '/posters/food-2.svg',
    tickets: [{ name: 'Walk + Class', price: '650000', quantity: 24, sold: 16 }],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Bangkok Startup Night',
    description: 'Demo night for early-stage startups from Thailand, Vietnam and Malaysia.',
    venue: 'True Digital Park',
    location: 'Bangkok, Thailand',
    category: 'business',
    currency: 'MYR',
    timeZone: 'Asia/Bangkok',
    inDays: 33,
    hour: 18,
    durationHours: 4,
    poster: '/posters/business-2.svg',
    tickets: [{ name: 'Entry', price: '60.00', quantity: 200, sold: 37 }],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Manila Esports Invitational',
    description: 'The region’s top teams meet for a weekend of matches.\n* Meet-and-greet passes are limited',
    venue: 'SM Mall of Asia Arena',
    location: 'Manila, Philippines',
    category: 'sports',
    currency: 'SGD',
    timeZone: 'Asia/Manila',
    inDays: 45,
    hour: 13,
    durationHours: 30,
    poster: '/posters/sports-2.svg',
    tickets: [
      { name: 'Weekend Pass', price: '55.00', quantity: 5000, sold: 1210 },
      { name: 'Meet & Greet', price: '150.00', quantity: 100, sold: 88 },
    ],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Chinese New Year Lion Dance Gala',
    description: 'Championship lion dance troupes, drums and a lantern parade.',
    venue: 'Thean Hou Temple',
    location: 'Kuala Lumpur, Malaysia',
    category: 'cultural',
    currency: 'MYR',
    timeZone: KL,
    inDays: 60,
    hour: 19,
    durationHours: 3,
    poster: '/posters/cultural-2.svg',
    tickets: [
      { name: 'Standard', price: '30.00', quantity: 800, sold: 95 },
      { name: 'Front Row', price: '88.00', quantity: 60, sold: 20 },
    ],
  },
  {
    organizer: 'organizer2@pentas.test',
    title: 'Cloud Native Johor Meetup',
    description: 'Talks and hands-on labs on Kubernetes and observability, with pizza.',
    venue: 'Sunway Iskandar Innovation Hub',
    location: 'Johor Bahru, Malaysia',
    category: 'technology',
    currency: 'MYR',
    timeZone: KL,
    inDays: 2,
    hour: 19,
    durationHours: 3,
    poster: '/posters/technology-2.svg',
    tickets: [{ name: 'Free Entry', price: '0.00', quantity: 120, sold: 64 }],
  },
  {
    organizer: 'organizer@pentas.test',
    title: 'Sunset Yoga on the Beach',
    description: 'An hour of flow yoga as the sun sets over the Andaman Sea.\n* Mats provided',
    venue: 'Pantai Cenang',
    location: 'Langkawi, Malaysia',
    category: 'other',
    currency: 'MYR',
    timeZone: KL,
    inDays: 11,
    hour: 18,
    durationHours: 1,
    poster: '/posters/other-1.svg',
    tickets: [{ name: 'Drop-in', price: '40.00', quantity: 30, sold: 9 }],
  },
  {
    // Already over: the seed's past sales check most of its tickets in, so analytics shows arrivals.
    organizer: 'organizer@pentas.test',
    title: 'Kopi & Code: KL Developer Meetup',
    description:
      'Lightning talks and kopi with the KL developer community.\n1. Talks\n* Shipping on a budget\n* Postgres tips\n2. Good to know\n* Doors open at 6.30pm',
    venue: 'Common Ground Bukit Bintang',
    location: 'Kuala Lumpur, Malaysia',
    category: 'technology',
    currency: 'MYR',
    timeZone: KL,
    inDays: -6,
    hour: 19,
    durationHours: 3,
    poster: '/posters/technology-2.svg',
    tickets: [
      { name: 'Standard', price: '25.00', quantity: 150, sold: 132 },
      { name: 'Supporter', description: 'Includes a t-shirt', price: '60.00', quantity: 30, sold: 21 },
    ],
  },
];
