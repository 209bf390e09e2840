/**
 * The demo catalogue as plain data: real Honda India model names with plausible figures, fictional
 * part numbers, offers and terms. Prices are ex-showroom rupees; the first variant is the cheapest
 * and sets the "Start from" price.
 */
import type { SpecGroupKey } from '../../shared/catalogue.js';
import type { VehicleType } from '../db/tables.js';
import type { VehicleShape } from './vehicle-model.js';

/** The part of the vehicle a feature or accessory picture zooms in on. */
export type Focus =
  | 'headlamp'
  | 'engine'
  | 'frontWheel'
  | 'rearWheel'
  | 'seat'
  | 'tank'
  | 'meter'
  | 'tail'
  | 'floor'
  | 'body';

export interface FeatureSeed {
  heading: string;
  description: string;
  focus: Focus;
}

export interface AccessorySeed extends FeatureSeed {
  partNo: string;
  price: number;
}

export interface ColourSeed {
  name: string;
  hex: string;
}

type SpecRows = readonly (readonly [label: string, value: string])[];

export interface VehicleSeed {
  type: VehicleType;
  name: string;
  bikeName: string;
  shape: VehicleShape;
  engine: string;
  power: string;
  transmission: string;
  details: string;
  specs: Record<SpecGroupKey, SpecRows>;
  variants: readonly { name: string; price: number }[];
  features: readonly [FeatureSeed, FeatureSeed, FeatureSeed];
  accessories: readonly [AccessorySeed, AccessorySeed, AccessorySeed];
  colours: readonly [ColourSeed, ColourSeed, ColourSeed];
}

const BS6_SI = 'Fuel-injected, 4-stroke, SI, BS-VI (OBD2B)';
const CVT: SpecRows = [
  ['Transmission', 'Automatic (V-Matic CVT)'],
  ['Clutch', 'Automatic centrifugal, dry'],
  ['Final drive', 'V-belt and reduction gear'],
];

export const VEHICLES: readonly VehicleSeed[] = [
  {
    type: 'bike',
    name: 'Honda Shine',
    bikeName: 'Shine',
    shape: 'commuter',
    engine: '123.94 cc',
    power: '10.74 PS (7.9 kW) @ 7500 rpm',
    transmission: '5-speed manual',
    details:
      "India's favourite 125 cc commuter, the Shine pairs a smooth, refined engine with a long, comfortable seat and easy handling in town traffic. Its fuel-injected engine with ACG silent start keeps running costs low, day after day.",
    specs: {
      bodyDimensions: [
        ['Length', '2046 mm'],
        ['Width', '737 mm'],
        ['Height', '1116 mm'],
        ['Wheelbase', '1285 mm'],
        ['Ground clearance', '162 mm'],
        ['Kerb weight', '113 kg (Drum) / 114 kg (Disc)'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '123.94 cc'],
        ['Max power', '7.9 kW (10.74 PS) @ 7500 rpm'],
        ['Max torque', '11 Nm @ 6000 rpm'],
        ['Starting', 'Self and kick (ACG silent start)'],
        ['Fuel tank capacity', '10.5 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '5-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
        ['Gear pattern', '1-N-2-3-4-5'],
      ],
      tyreDetails: [
        ['Front tyre', '80/100-18 tubeless'],
        ['Rear tyre', '80/100-18 tubeless'],
        ['Front brake', 'Drum 130 mm / Disc 240 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Diamond'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Twin hydraulic, 5-step adjustable'],
        ['Seat height', '791 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 3 Ah (MF)'],
        ['Headlamp', 'DC halogen, 35/35 W'],
        ['Tail / stop lamp', '5/21 W'],
        ['Ignition', 'Full transistorised'],
      ],
    },
    variants: [
      { name: 'Drum', price: 84_490 },
      { name: 'Disc', price: 89_240 },
    ],
    features: [
      {
        heading: 'ACG silent start',
        description:
          'An AC generator starts the engine without the clatter of a conventional starter motor, so every start is quiet and smooth.',
        focus: 'engine',
      },
      {
        heading: 'Long, comfortable seat',
        description:
          'A 650 mm long seat with firm cushioning keeps rider and pillion comfortable on long rides to the fields or the market.',
        focus: 'seat',
      },
      {
        heading: 'Combi-Brake System',
        description:
          'Pressing the rear brake lever also applies the front brake in proportion, for shorter and steadier stops.',
        focus: 'frontWheel',
      },
    ],
    accessories: [
      {
        heading: 'Crash guard',
        description: 'Powder-coated steel guard that protects the engine and your legs in a fall.',
        partNo: '08P70-K2S-D00',
        price: 1_150,
        focus: 'engine',
      },
      {
        heading: 'Seat cover',
        description: 'Water-resistant, stitched seat cover that stays cool in the sun.',
        partNo: '08P40-K2S-D00',
        price: 650,
        focus: 'seat',
      },
      {
        heading: 'Saree guard',
        description: 'Keeps a pillion’s saree or dupatta clear of the rear wheel and chain.',
        partNo: '08P71-K2S-D00',
        price: 480,
        focus: 'rearWheel',
      },
    ],
    colours: [
      { name: 'Rebel Red Metallic', hex: '#a8111d' },
      { name: 'Black', hex: '#1f2024' },
      { name: 'Decent Blue Metallic', hex: '#1f3f8f' },
    ],
  },
  {
    type: 'bike',
    name: 'Honda SP 125',
    bikeName: 'SP 125',
    shape: 'commuter',
    engine: '123.94 cc',
    power: '10.87 PS (8.0 kW) @ 7500 rpm',
    transmission: '5-speed manual',
    details:
      'The SP 125 brings a sporty look to the 125 cc class, with a full digital meter, LED headlamp and sharp tank shrouds. Its fuel-injected engine is tuned for eager pick-up in the city and relaxed cruising on the highway.',
    specs: {
      bodyDimensions: [
        ['Length', '2020 mm'],
        ['Width', '785 mm'],
        ['Height', '1103 mm'],
        ['Wheelbase', '1285 mm'],
        ['Ground clearance', '160 mm'],
        ['Kerb weight', '116 kg (Drum) / 117 kg (Disc)'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '123.94 cc'],
        ['Max power', '8.0 kW (10.87 PS) @ 7500 rpm'],
        ['Max torque', '10.9 Nm @ 6000 rpm'],
        ['Fuel tank capacity', '11.2 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '5-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
        ['Gear position indicator', 'Yes, on the digital meter'],
      ],
      tyreDetails: [
        ['Front tyre', '80/100-18 tubeless'],
        ['Rear tyre', '80/100-18 tubeless'],
        ['Front brake', 'Drum 130 mm / Disc 240 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Diamond'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Twin hydraulic, 5-step adjustable'],
        ['Seat height', '790 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 4 Ah (MF)'],
        ['Headlamp', 'LED'],
        ['Meter', 'Full digital with real-time mileage'],
        ['Ignition', 'Full transistorised'],
      ],
    },
    variants: [
      { name: 'Drum', price: 91_800 },
      { name: 'Disc', price: 96_300 },
    ],
    features: [
      {
        heading: 'LED headlamp',
        description:
          'A bright, white LED headlamp lights up dark village roads and draws very little power.',
        focus: 'headlamp',
      },
      {
        heading: 'Full digital meter',
        description:
          'Speed, gear position, real-time and average mileage and distance to empty, all at a glance.',
        focus: 'meter',
      },
      {
        heading: 'Sporty tank shrouds',
        description:
          'Sharp tank shrouds and bold graphics give the SP 125 a muscular stance from every angle.',
        focus: 'tank',
      },
    ],
    accessories: [
      {
        heading: 'Tank pad',
        description: 'Rubber tank pad with the SP logo that protects the paint from zips and keys.',
        partNo: '08P61-K2P-D00',
        price: 350,
        focus: 'tank',
      },
      {
        heading: 'Seat cover',
        description: 'Quilted, water-resistant seat cover in matching colours.',
        partNo: '08P40-K2P-D00',
        price: 690,
        focus: 'seat',
      },
      {
        heading: 'Crash guard',
        description: 'Tubular steel guard that shields the engine and your legs.',
        partNo: '08P70-K2P-D00',
        price: 1_190,
        focus: 'engine',
      },
    ],
    colours: [
      { name: 'Imperial Red Metallic', hex: '#b01622' },
      { name: 'Matte Axis Grey Metallic', hex: '#5b6169' },
      { name: 'Pearl Siren Blue', hex: '#2a5db0' },
    ],
  },
  {
    type: 'bike',
    name: 'Honda Unicorn',
    bikeName: 'Unicorn',
    shape: 'commuter',
    engine: '162.71 cc',
    power: '13 PS (9.56 kW) @ 7500 rpm',
    transmission: '5-speed manual',
    details:
      'Built for long, trouble-free kilometres, the Unicorn combines a refined 160 cc engine with a mono-shock rear suspension and a plush long seat. Single-channel ABS and a sturdy diamond frame make it as sure-footed on village roads as on the highway.',
    specs: {
      bodyDimensions: [
        ['Length', '2081 mm'],
        ['Width', '756 mm'],
        ['Height', '1103 mm'],
        ['Wheelbase', '1335 mm'],
        ['Ground clearance', '187 mm'],
        ['Kerb weight', '140 kg'],
      ],
      engineDetails: [
        ['Engine type', 'Fuel-injected, 4-stroke, single cylinder, BS-VI (OBD2B)'],
        ['Displacement', '162.71 cc'],
        ['Max power', '9.56 kW (13 PS) @ 7500 rpm'],
        ['Max torque', '14.58 Nm @ 5500 rpm'],
        ['Starting', 'Self start'],
        ['Fuel tank capacity', '13 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '5-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
        ['Gear pattern', '1-N-2-3-4-5'],
      ],
      tyreDetails: [
        ['Front tyre', '80/100-18 tubeless'],
        ['Rear tyre', '100/90-18 tubeless'],
        ['Front brake', 'Disc 240 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['ABS', 'Single-channel'],
      ],
      frame: [
        ['Frame type', 'Diamond'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Mono-shock'],
        ['Seat height', '798 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 4 Ah (MF)'],
        ['Headlamp', 'LED'],
        ['Charging port', 'USB Type-C'],
        ['Ignition', 'Full transistorised'],
      ],
    },
    variants: [
      { name: 'Disc ABS', price: 1_19_500 },
      { name: 'Disc ABS Dual-Tone', price: 1_21_900 },
    ],
    features: [
      {
        heading: 'Mono-shock rear suspension',
        description:
          'A single, centrally mounted shock absorber soaks up potholes and speed breakers, loaded or empty.',
        focus: 'rearWheel',
      },
      {
        heading: 'Single-channel ABS',
        description:
          'Anti-lock braking on the front disc keeps the wheel from locking on gravel or wet roads.',
        focus: 'frontWheel',
      },
      {
        heading: 'Long, plush seat',
        description: 'A wide seat shaped for two, for long trips to Solapur and back in comfort.',
        focus: 'seat',
      },
    ],
    accessories: [
      {
        heading: 'Crash guard',
        description: 'Heavy-duty steel guard designed for the Unicorn’s engine and frame.',
        partNo: '08P70-K2U-D00',
        price: 1_350,
        focus: 'engine',
      },
      {
        heading: 'Seat cover',
        description: 'Cushioned seat cover with anti-slip backing.',
        partNo: '08P40-K2U-D00',
        price: 720,
        focus: 'seat',
      },
      {
        heading: 'Tank pad',
        description: 'Protects the tank paint from scratches by keys and buckles.',
        partNo: '08P61-K2U-D00',
        price: 390,
        focus: 'tank',
      },
    ],
    colours: [
      { name: 'Pearl Igneous Black', hex: '#1b1c20' },
      { name: 'Imperial Red Metallic', hex: '#b01622' },
      { name: 'Matte Axis Grey Metallic', hex: '#5b6169' },
    ],
  },
  {
    type: 'bike',
    name: 'Honda CBR 150R',
    bikeName: 'CBR 150R',
    shape: 'sport',
    engine: '149.4 cc',
    power: '17.8 PS (13.1 kW) @ 10500 rpm',
    transmission: '6-speed manual',
    details:
      "The CBR 150R brings Honda's racing DNA to everyday roads: a liquid-cooled DOHC engine that loves to rev, a full fairing and sharp twin headlamps. Clip-on handlebars and a sporty riding position make every ride feel like a track day.",
    specs: {
      bodyDimensions: [
        ['Length', '1983 mm'],
        ['Width', '694 mm'],
        ['Height', '1090 mm'],
        ['Wheelbase', '1310 mm'],
        ['Ground clearance', '165 mm'],
        ['Kerb weight', '139 kg'],
      ],
      engineDetails: [
        ['Engine type', 'Liquid-cooled, 4-stroke, DOHC, 4-valve'],
        ['Displacement', '149.4 cc'],
        ['Max power', '13.1 kW (17.8 PS) @ 10500 rpm'],
        ['Max torque', '12.66 Nm @ 8500 rpm'],
        ['Fuel tank capacity', '12 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '6-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
        ['Gear pattern', '1-N-2-3-4-5-6'],
      ],
      tyreDetails: [
        ['Front tyre', '80/90-17 tubeless'],
        ['Rear tyre', '100/80-17 tubeless'],
        ['Front brake', 'Disc 276 mm, twin-piston calliper'],
        ['Rear brake', 'Disc 220 mm'],
        ['ABS', 'Dual-channel'],
      ],
      frame: [
        ['Frame type', 'Diamond (truss)'],
        ['Front suspension', 'Telescopic fork, 37 mm'],
        ['Rear suspension', 'Pro-Link mono-shock'],
        ['Seat height', '790 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 5 Ah (MF)'],
        ['Headlamp', 'Twin, 35/35 W'],
        ['Meter', 'Analogue tachometer with digital speedometer'],
        ['Ignition', 'Full transistorised, digital'],
      ],
    },
    variants: [
      { name: 'Standard ABS', price: 1_29_900 },
      { name: 'Dual-Tone ABS', price: 1_33_400 },
    ],
    features: [
      {
        heading: 'Liquid-cooled DOHC engine',
        description:
          'Four valves, twin overhead cams and liquid cooling let the engine rev past 10,000 rpm without breaking a sweat.',
        focus: 'engine',
      },
      {
        heading: 'Twin headlamps',
        description:
          'A sharp twin-headlamp face that gives the CBR its unmistakable supersport look.',
        focus: 'headlamp',
      },
      {
        heading: 'Full aerodynamic fairing',
        description:
          'The full fairing cuts through the wind at speed and shields the rider on the highway.',
        focus: 'body',
      },
    ],
    accessories: [
      {
        heading: 'Tank pad',
        description: 'Carbon-look tank pad that protects the paint when you tuck in.',
        partNo: '08P61-K45-D00',
        price: 450,
        focus: 'tank',
      },
      {
        heading: 'Frame sliders',
        description: 'Nylon sliders that protect the fairing and frame in a tip-over.',
        partNo: '08P70-K45-D00',
        price: 2_100,
        focus: 'engine',
      },
      {
        heading: 'Single-seat cowl',
        description: 'Colour-matched cowl that turns the pillion seat into a racing tail.',
        partNo: '08F71-K45-D00',
        price: 1_850,
        focus: 'seat',
      },
    ],
    colours: [
      { name: 'Racing Red', hex: '#c8102e' },
      { name: 'Athletic Blue Metallic', hex: '#1d4f91' },
      { name: 'Pearl Sports Yellow', hex: '#e3b017' },
    ],
  },
  {
    type: 'bike',
    name: 'Honda XBLADE',
    bikeName: 'XBLADE',
    shape: 'streetfighter',
    engine: '162.71 cc',
    power: '13.86 PS (10.19 kW) @ 8500 rpm',
    transmission: '5-speed manual',
    details:
      'With its robo-face LED headlamp, sharp tank shrouds and a chunky 130-section rear tyre, the XBLADE is styled to stand out. A punchy 160 cc engine, a digital meter and a hazard switch make it as practical as it is bold.',
    specs: {
      bodyDimensions: [
        ['Length', '2013 mm'],
        ['Width', '786 mm'],
        ['Height', '1115 mm'],
        ['Wheelbase', '1347 mm'],
        ['Ground clearance', '180 mm'],
        ['Kerb weight', '140 kg'],
      ],
      engineDetails: [
        ['Engine type', 'Fuel-injected, 4-stroke, SI, BS-VI'],
        ['Displacement', '162.71 cc'],
        ['Max power', '10.19 kW (13.86 PS) @ 8500 rpm'],
        ['Max torque', '14.7 Nm @ 6000 rpm'],
        ['Fuel tank capacity', '12 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '5-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
        ['Gear position indicator', 'Yes'],
      ],
      tyreDetails: [
        ['Front tyre', '80/100-17 tubeless'],
        ['Rear tyre', '130/70-17 tubeless'],
        ['Front brake', 'Disc 276 mm'],
        ['Rear brake', 'Drum 130 mm / Disc 220 mm'],
        ['ABS', 'Single-channel'],
      ],
      frame: [
        ['Frame type', 'Diamond'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Mono-shock, 5-step adjustable'],
        ['Seat height', '795 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 4 Ah (MF)'],
        ['Headlamp', 'LED, robo-face design'],
        ['Tail lamp', 'LED'],
        ['Hazard switch', 'Yes'],
      ],
    },
    variants: [
      { name: 'Single Disc', price: 1_17_900 },
      { name: 'Double Disc', price: 1_22_400 },
    ],
    features: [
      {
        heading: 'Robo-face LED headlamp',
        description:
          'A futuristic LED headlamp with position lamps that throws a wide, white beam.',
        focus: 'headlamp',
      },
      {
        heading: 'Fat 130-section rear tyre',
        description:
          'A wide rear tyre for a planted feel in corners and a muscular look from behind.',
        focus: 'rearWheel',
      },
      {
        heading: 'Digital meter with gear indicator',
        description:
          'Speed, gear position, service due reminder and clock on a clear digital display.',
        focus: 'meter',
      },
    ],
    accessories: [
      {
        heading: 'Tank pad',
        description: 'Sharp-edged tank pad styled to match the XBLADE shrouds.',
        partNo: '08P61-K2X-D00',
        price: 420,
        focus: 'tank',
      },
      {
        heading: 'Crash guard',
        description: 'Black powder-coated guard that blends with the XBLADE engine.',
        partNo: '08P70-K2X-D00',
        price: 1_450,
        focus: 'engine',
      },
      {
        heading: 'Rear seat cowl',
        description: 'Colour-matched cowl for a sleek single-seat look.',
        partNo: '08F71-K2X-D00',
        price: 1_650,
        focus: 'seat',
      },
    ],
    colours: [
      { name: 'Pearl Spartan Red', hex: '#b3121f' },
      { name: 'Matte Marvel Blue Metallic', hex: '#2c4470' },
      { name: 'Matte Frozen Silver Metallic', hex: '#9aa1a8' },
    ],
  },
  {
    type: 'bike',
    name: 'Honda CD 110 Dream Deluxe',
    bikeName: 'CD 110 DELUXE',
    shape: 'commuter',
    engine: '109.51 cc',
    power: '8.79 PS (6.47 kW) @ 7500 rpm',
    transmission: '4-speed manual',
    details:
      'Simple, sturdy and easy on the pocket, the CD 110 Deluxe is built for daily work and a long life. Its 110 cc engine with eSP technology delivers excellent mileage, and the long seat carries two in comfort.',
    specs: {
      bodyDimensions: [
        ['Length', '2020 mm'],
        ['Width', '736 mm'],
        ['Height', '1052 mm'],
        ['Wheelbase', '1285 mm'],
        ['Ground clearance', '162 mm'],
        ['Kerb weight', '112 kg'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '109.51 cc'],
        ['Max power', '6.47 kW (8.79 PS) @ 7500 rpm'],
        ['Max torque', '9.30 Nm @ 5500 rpm'],
        ['Starting', 'Self and kick'],
        ['Fuel tank capacity', '9.1 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '4-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
        ['Gear pattern', '1-N-2-3-4'],
      ],
      tyreDetails: [
        ['Front tyre', '80/100-18 tubeless'],
        ['Rear tyre', '80/100-18 tubeless'],
        ['Front brake', 'Drum 130 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Diamond'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Twin hydraulic, spring-loaded'],
        ['Seat height', '790 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 3 Ah (MF)'],
        ['Headlamp', 'Halogen, 35/35 W'],
        ['Tail / stop lamp', '5/21 W'],
        ['Ignition', 'Full transistorised'],
      ],
    },
    variants: [
      { name: 'Self Drum', price: 74_400 },
      { name: 'Self Drum Alloy', price: 76_500 },
    ],
    features: [
      {
        heading: 'eSP technology',
        description:
          'Enhanced Smart Power cuts friction inside the engine for better mileage and a quieter ride.',
        focus: 'engine',
      },
      {
        heading: 'Long two-up seat',
        description: 'A long, flat seat with room for the whole family’s errands.',
        focus: 'seat',
      },
      {
        heading: 'Sturdy tail and grab rail',
        description: 'A strong grab rail and carrier for the pillion and the daily load.',
        focus: 'tail',
      },
    ],
    accessories: [
      {
        heading: 'Saree guard',
        description: 'Keeps clothes clear of the rear wheel and chain.',
        partNo: '08P71-K2C-D00',
        price: 450,
        focus: 'rearWheel',
      },
      {
        heading: 'Seat cover',
        description: 'Durable seat cover for everyday use in sun and rain.',
        partNo: '08P40-K2C-D00',
        price: 590,
        focus: 'seat',
      },
      {
        heading: 'Leg guard',
        description: 'Steel leg guard that protects the engine and the rider’s legs.',
        partNo: '08P70-K2C-D00',
        price: 1_050,
        focus: 'engine',
      },
    ],
    colours: [
      { name: 'Black', hex: '#1f2024' },
      { name: 'Grey Metallic', hex: '#6b7078' },
      { name: 'Imperial Red Metallic', hex: '#b01622' },
    ],
  },
  {
    type: 'bike',
    name: 'Honda Livo',
    bikeName: 'Livo',
    shape: 'commuter',
    engine: '109.51 cc',
    power: '8.79 PS (6.47 kW) @ 7500 rpm',
    transmission: '4-speed manual',
    details:
      'The Livo gives 110 cc practicality a stylish edge, with sharp graphics, a digital-analogue meter and an optional front disc brake. Honda’s eSP engine keeps it quiet, frugal and dependable.',
    specs: {
      bodyDimensions: [
        ['Length', '2020 mm'],
        ['Width', '746 mm'],
        ['Height', '1099 mm'],
        ['Wheelbase', '1285 mm'],
        ['Ground clearance', '163 mm'],
        ['Kerb weight', '113 kg (Drum) / 115 kg (Disc)'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '109.51 cc'],
        ['Max power', '6.47 kW (8.79 PS) @ 7500 rpm'],
        ['Max torque', '9.30 Nm @ 5500 rpm'],
        ['Fuel tank capacity', '9 L'],
      ],
      transmissionDetails: [
        ['Gearbox', '4-speed constant mesh'],
        ['Clutch', 'Multi-plate wet'],
        ['Final drive', 'Chain'],
      ],
      tyreDetails: [
        ['Front tyre', '80/100-18 tubeless'],
        ['Rear tyre', '80/100-18 tubeless'],
        ['Front brake', 'Drum 130 mm / Disc 240 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Diamond'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Twin hydraulic, 5-step adjustable'],
        ['Seat height', '790 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 4 Ah (MF)'],
        ['Headlamp', 'Halogen, 35/35 W'],
        ['Meter', 'Digital-analogue'],
        ['Ignition', 'Full transistorised'],
      ],
    },
    variants: [
      { name: 'Drum', price: 78_900 },
      { name: 'Disc', price: 83_100 },
    ],
    features: [
      {
        heading: 'Digital-analogue meter',
        description: 'An analogue speedometer with a digital panel for fuel, trip and clock.',
        focus: 'meter',
      },
      {
        heading: 'Front disc brake option',
        description: 'A 240 mm front disc for confident braking with a full load.',
        focus: 'frontWheel',
      },
      {
        heading: 'Sharp tank graphics',
        description: 'Bold graphics and a sculpted tank that make the Livo look quick even parked.',
        focus: 'tank',
      },
    ],
    accessories: [
      {
        heading: 'Tank pad',
        description: 'Protects the tank paint from keys and buckles.',
        partNo: '08P61-K2L-D00',
        price: 340,
        focus: 'tank',
      },
      {
        heading: 'Saree guard',
        description: 'Keeps a pillion’s clothes away from the rear wheel.',
        partNo: '08P71-K2L-D00',
        price: 460,
        focus: 'rearWheel',
      },
      {
        heading: 'Crash guard',
        description: 'Steel guard that protects the engine in a fall.',
        partNo: '08P70-K2L-D00',
        price: 1_080,
        focus: 'engine',
      },
    ],
    colours: [
      { name: 'Athletic Blue Metallic', hex: '#1d4f91' },
      { name: 'Matte Crust Metallic', hex: '#6e5a45' },
      { name: 'Black', hex: '#1f2024' },
    ],
  },
  {
    type: 'scooter',
    name: 'Honda Activa',
    bikeName: 'Activa',
    shape: 'scooter',
    engine: '109.51 cc',
    power: '7.88 PS (5.77 kW) @ 8000 rpm',
    transmission: 'Automatic (V-Matic CVT)',
    details:
      "India's most trusted scooter, the Activa makes everyday trips effortless with a smooth 110 cc engine, a wide floorboard and plenty of under-seat storage. The H-Smart variant adds a smart key that finds, unlocks and starts your scooter.",
    specs: {
      bodyDimensions: [
        ['Length', '1833 mm'],
        ['Width', '697 mm'],
        ['Height', '1156 mm'],
        ['Wheelbase', '1260 mm'],
        ['Ground clearance', '162 mm'],
        ['Kerb weight', '106 kg'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '109.51 cc'],
        ['Max power', '5.77 kW (7.88 PS) @ 8000 rpm'],
        ['Max torque', '8.90 Nm @ 5500 rpm'],
        ['Starting', 'Self (ACG silent start) and kick'],
        ['Fuel tank capacity', '5.3 L'],
      ],
      transmissionDetails: CVT,
      tyreDetails: [
        ['Front tyre', '90/90-12 tubeless'],
        ['Rear tyre', '90/100-10 tubeless'],
        ['Front brake', 'Drum 130 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Underbone'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Unit swing, spring-loaded hydraulic'],
        ['Seat height', '692 mm'],
        ['Under-seat storage', '18 L'],
      ],
      Electrical: [
        ['Battery', '12 V, 5 Ah (MF)'],
        ['Headlamp', 'LED'],
        ['Smart key', 'H-Smart variant'],
      ],
    },
    variants: [
      { name: 'Standard', price: 80_950 },
      { name: 'DLX', price: 83_450 },
      { name: 'H-Smart', price: 87_250 },
    ],
    features: [
      {
        heading: 'Under-seat storage',
        description:
          'An 18-litre boot under the seat swallows a half-face helmet or the day’s shopping.',
        focus: 'seat',
      },
      {
        heading: 'Honda Smart Key',
        description:
          'Find your Activa in a crowded parking lot, unlock it and start it without taking the key out of your pocket.',
        focus: 'meter',
      },
      {
        heading: 'LED headlamp',
        description: 'A bright LED headlamp with a position lamp for safer night rides.',
        focus: 'headlamp',
      },
    ],
    accessories: [
      {
        heading: 'Floor mat',
        description: 'Ribbed rubber mat that protects the floorboard from mud and scuffs.',
        partNo: '08P10-K2A-D00',
        price: 380,
        focus: 'floor',
      },
      {
        heading: 'Seat cover',
        description: 'Water-resistant seat cover in Activa colours.',
        partNo: '08P40-K2A-D00',
        price: 560,
        focus: 'seat',
      },
      {
        heading: 'Rear carrier',
        description: 'Grab rail with a sturdy carrier for boxes and bags.',
        partNo: '08L70-K2A-D00',
        price: 1_240,
        focus: 'tail',
      },
    ],
    colours: [
      { name: 'Pearl Precious White', hex: '#eeeeea' },
      { name: 'Rebel Red Metallic', hex: '#a8111d' },
      { name: 'Decent Blue Pearl', hex: '#2a4f8f' },
    ],
  },
  {
    type: 'scooter',
    name: 'Honda Activa 125',
    bikeName: 'Activa 125',
    shape: 'scooter',
    engine: '123.92 cc',
    power: '8.31 PS (6.11 kW) @ 6500 rpm',
    transmission: 'Automatic (V-Matic CVT)',
    details:
      'The Activa 125 adds extra pull and premium touches to the Activa formula: a 4.2-inch TFT display with Bluetooth, LED lights, a USB Type-C charger and an idling-stop system for better mileage.',
    specs: {
      bodyDimensions: [
        ['Length', '1850 mm'],
        ['Width', '707 mm'],
        ['Height', '1170 mm'],
        ['Wheelbase', '1260 mm'],
        ['Ground clearance', '162 mm'],
        ['Kerb weight', '110 kg'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '123.92 cc'],
        ['Max power', '6.11 kW (8.31 PS) @ 6500 rpm'],
        ['Max torque', '10.5 Nm @ 5000 rpm'],
        ['Idling stop system', 'Yes'],
        ['Fuel tank capacity', '5.3 L'],
      ],
      transmissionDetails: CVT,
      tyreDetails: [
        ['Front tyre', '90/90-12 tubeless'],
        ['Rear tyre', '90/100-10 tubeless'],
        ['Front brake', 'Drum 130 mm / Disc 190 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Underbone'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Unit swing, 3-step adjustable'],
        ['Seat height', '712 mm'],
        ['Under-seat storage', '18 L'],
      ],
      Electrical: [
        ['Battery', '12 V, 5 Ah (MF)'],
        ['Headlamp', 'LED'],
        ['Display', '4.2-inch TFT with Bluetooth'],
        ['Charging port', 'USB Type-C'],
      ],
    },
    variants: [
      { name: 'DLX', price: 94_400 },
      { name: 'H-Smart', price: 97_200 },
    ],
    features: [
      {
        heading: 'TFT display with Bluetooth',
        description:
          'Pair your phone to see turn-by-turn navigation, calls and messages on a 4.2-inch colour screen.',
        focus: 'meter',
      },
      {
        heading: 'Idling stop system',
        description:
          'The engine switches off at traffic signals and restarts silently when you twist the throttle.',
        focus: 'engine',
      },
      {
        heading: 'LED headlamp and position lamp',
        description: 'Crisp LED lighting that helps you see and be seen.',
        focus: 'headlamp',
      },
    ],
    accessories: [
      {
        heading: 'Floor mat',
        description: 'Rubber floor mat cut to fit the Activa 125.',
        partNo: '08P10-K2B-D00',
        price: 390,
        focus: 'floor',
      },
      {
        heading: 'Body cover',
        description: 'Dust- and rain-proof cover with an elastic hem.',
        partNo: '08P34-K2B-D00',
        price: 690,
        focus: 'body',
      },
      {
        heading: 'Seat cover',
        description: 'Cushioned seat cover with a non-slip base.',
        partNo: '08P40-K2B-D00',
        price: 590,
        focus: 'seat',
      },
    ],
    colours: [
      { name: 'Pearl Igneous Black', hex: '#1b1c20' },
      { name: 'Heavy Grey Metallic', hex: '#55595f' },
      { name: 'Pearl Siren Blue', hex: '#2a5db0' },
    ],
  },
  {
    type: 'scooter',
    name: 'Honda Dio',
    bikeName: 'Dio',
    shape: 'scooter',
    engine: '109.51 cc',
    power: '7.85 PS (5.78 kW) @ 8000 rpm',
    transmission: 'Automatic (V-Matic CVT)',
    details:
      'Young, sporty and full of attitude, the Dio stands out with sharp lines, bold graphics and a full digital meter. It is light, nimble and easy to park, with a smooth 110 cc engine that sips fuel.',
    specs: {
      bodyDimensions: [
        ['Length', '1808 mm'],
        ['Width', '723 mm'],
        ['Height', '1150 mm'],
        ['Wheelbase', '1260 mm'],
        ['Ground clearance', '160 mm'],
        ['Kerb weight', '105 kg'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '109.51 cc'],
        ['Max power', '5.78 kW (7.85 PS) @ 8000 rpm'],
        ['Max torque', '9.03 Nm @ 5250 rpm'],
        ['Fuel tank capacity', '5.3 L'],
      ],
      transmissionDetails: CVT,
      tyreDetails: [
        ['Front tyre', '90/90-12 tubeless'],
        ['Rear tyre', '90/100-10 tubeless'],
        ['Front brake', 'Drum 130 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Underbone'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Unit swing'],
        ['Seat height', '765 mm'],
      ],
      Electrical: [
        ['Battery', '12 V, 3 Ah (MF)'],
        ['Headlamp', 'LED'],
        ['Meter', 'Full digital'],
        ['Ignition', 'Full transistorised'],
      ],
    },
    variants: [
      { name: 'STD', price: 74_900 },
      { name: 'DLX', price: 80_900 },
    ],
    features: [
      {
        heading: 'Sporty split grab rail',
        description: 'A sharp split grab rail and tail lamp that give the Dio its sporty rear.',
        focus: 'tail',
      },
      {
        heading: 'Full digital meter',
        description: 'Speed, fuel, trip, clock and an eco indicator on a crisp digital display.',
        focus: 'meter',
      },
      {
        heading: 'LED headlamp',
        description: 'An aggressive LED headlamp that lights the road in bright white.',
        focus: 'headlamp',
      },
    ],
    accessories: [
      {
        heading: 'Floor mat',
        description: 'Rubber floor mat with the Dio logo.',
        partNo: '08P10-K2D-D00',
        price: 370,
        focus: 'floor',
      },
      {
        heading: 'Visor',
        description: 'Smoked visor that deflects wind and dust from the handlebar.',
        partNo: '08R70-K2D-D00',
        price: 750,
        focus: 'headlamp',
      },
      {
        heading: 'Seat cover',
        description: 'Sporty stitched seat cover.',
        partNo: '08P40-K2D-D00',
        price: 540,
        focus: 'seat',
      },
    ],
    colours: [
      { name: 'Sports Red', hex: '#c8102e' },
      { name: 'Candy Jazzy Blue', hex: '#1f6fd1' },
      { name: 'Matte Sangria Red Metallic', hex: '#7e1f2d' },
    ],
  },
  {
    type: 'scooter',
    name: 'Honda Grazia',
    bikeName: 'Grazia',
    shape: 'scooter',
    engine: '123.97 cc',
    power: '8.25 PS (6.07 kW) @ 6500 rpm',
    transmission: 'Automatic (V-Matic CVT)',
    details:
      'The Grazia is the urban scooter with a premium streak: a sharp LED headlamp, a fully digital meter with an eco indicator and a front disc brake. Its 125 cc engine is refined and responsive for city commutes.',
    specs: {
      bodyDimensions: [
        ['Length', '1812 mm'],
        ['Width', '697 mm'],
        ['Height', '1146 mm'],
        ['Wheelbase', '1260 mm'],
        ['Ground clearance', '155 mm'],
        ['Kerb weight', '107 kg'],
      ],
      engineDetails: [
        ['Engine type', BS6_SI],
        ['Displacement', '123.97 cc'],
        ['Max power', '6.07 kW (8.25 PS) @ 6500 rpm'],
        ['Max torque', '10.4 Nm @ 5000 rpm'],
        ['Fuel tank capacity', '5.3 L'],
      ],
      transmissionDetails: CVT,
      tyreDetails: [
        ['Front tyre', '90/90-12 tubeless'],
        ['Rear tyre', '90/100-10 tubeless'],
        ['Front brake', 'Drum 130 mm / Disc 190 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Underbone'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Unit swing'],
        ['Seat height', '769 mm'],
        ['Under-seat storage', '18 L'],
      ],
      Electrical: [
        ['Battery', '12 V, 3 Ah (MF)'],
        ['Headlamp', 'LED'],
        ['Meter', 'Full digital with eco indicator'],
      ],
    },
    variants: [
      { name: 'Drum', price: 84_600 },
      { name: 'Disc', price: 90_400 },
    ],
    features: [
      {
        heading: 'Front disc brake',
        description: 'A 190 mm front disc for sharp, controlled stops in city traffic.',
        focus: 'frontWheel',
      },
      {
        heading: 'LED headlamp',
        description: 'A sleek LED headlamp on the front apron, bright and efficient.',
        focus: 'headlamp',
      },
      {
        heading: 'Digital meter with eco indicator',
        description: 'A full digital meter that tells you when you are riding most economically.',
        focus: 'meter',
      },
    ],
    accessories: [
      {
        heading: 'Floor mat',
        description: 'Rubber floor mat cut to fit the Grazia.',
        partNo: '08P10-K2G-D00',
        price: 380,
        focus: 'floor',
      },
      {
        heading: 'Body cover',
        description: 'Breathable cover that keeps dust and bird droppings off the paint.',
        partNo: '08P34-K2G-D00',
        price: 680,
        focus: 'body',
      },
      {
        heading: 'Mobile holder',
        description: 'Handlebar-mounted phone holder with a quick-release clamp.',
        partNo: '08U50-K2G-D00',
        price: 850,
        focus: 'meter',
      },
    ],
    colours: [
      { name: 'Pearl Nightstar Black', hex: '#17181c' },
      { name: 'Matte Cyber Yellow', hex: '#d9b21c' },
      { name: 'Pearl Siren Blue', hex: '#2a5db0' },
    ],
  },
  {
    type: 'ev',
    name: 'Honda Activa e:',
    bikeName: 'Activa e:',
    shape: 'ev',
    engine: '1.5 kWh swappable x2',
    power: '6.0 kW peak (8.2 PS)',
    transmission: 'Single-speed electric drive',
    details:
      "Activa e: brings India's favourite scooter to electric power with two swappable Honda Mobile Power Pack e: batteries. Swap both packs in about a minute at an e: Swap station and ride up to 102 km on a charge, with three riding modes and reverse.",
    specs: {
      bodyDimensions: [
        ['Length', '1850 mm'],
        ['Width', '712 mm'],
        ['Height', '1150 mm'],
        ['Wheelbase', '1311 mm'],
        ['Ground clearance', '171 mm'],
        ['Kerb weight', '119 kg'],
      ],
      engineDetails: [
        ['Motor', 'Swing-arm mounted electric motor'],
        ['Peak power', '6.0 kW'],
        ['Rated power', '4.2 kW'],
        ['Max torque', '22 Nm'],
        ['Battery', '2 x 1.5 kWh Honda Mobile Power Pack e: (swappable)'],
        ['Range', '102 km (IDC)'],
      ],
      transmissionDetails: [
        ['Drive', 'Single-speed'],
        ['Riding modes', 'Econ, Standard, Sport'],
        ['Reverse mode', 'Yes'],
        ['Top speed', '80 km/h'],
        ['Charging time', 'Battery swap in about a minute at an e: Swap station'],
      ],
      tyreDetails: [
        ['Front tyre', '90/90-12 tubeless'],
        ['Rear tyre', '110/70-12 tubeless'],
        ['Front brake', 'Disc 190 mm'],
        ['Rear brake', 'Drum 130 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Underbone'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Unit swing, single shock'],
        ['Seat height', '770 mm'],
      ],
      Electrical: [
        ['Auxiliary battery', '12 V'],
        ['Headlamp', 'LED'],
        ['Display', '7-inch TFT (RoadSync Duo) / 5-inch LCD (Standard)'],
        ['Connectivity', 'Honda RoadSync Duo, Bluetooth'],
      ],
    },
    variants: [
      { name: 'Standard', price: 1_17_000 },
      { name: 'RoadSync Duo', price: 1_51_600 },
    ],
    features: [
      {
        heading: 'Swappable batteries',
        description:
          'Two Honda Mobile Power Pack e: batteries under the seat: swap them for charged ones and ride on in a minute.',
        focus: 'seat',
      },
      {
        heading: '7-inch TFT with RoadSync Duo',
        description:
          'Navigation, calls, music and battery status on a large colour screen, controlled from the switchgear.',
        focus: 'meter',
      },
      {
        heading: 'Quiet swing-arm motor',
        description:
          'Instant, silent pull from standstill with three riding modes and a handy reverse for tight parking.',
        focus: 'rearWheel',
      },
    ],
    accessories: [
      {
        heading: 'Floor mat',
        description: 'Rubber floor mat with the e: logo.',
        partNo: '08P10-K2E-D00',
        price: 420,
        focus: 'floor',
      },
      {
        heading: 'Body cover',
        description: 'Rain- and dust-proof body cover sized for the Activa e:.',
        partNo: '08P34-K2E-D00',
        price: 750,
        focus: 'body',
      },
      {
        heading: 'Mobile holder with USB',
        description: 'Phone holder with a USB charging lead for navigation on the go.',
        partNo: '08U50-K2E-D00',
        price: 1_150,
        focus: 'meter',
      },
    ],
    colours: [
      { name: 'Pearl Shallow Blue', hex: '#5ba4cf' },
      { name: 'Pearl Misty White', hex: '#efefeb' },
      { name: 'Matte Fog Silver Metallic', hex: '#a3a8ae' },
    ],
  },
  {
    type: 'ev',
    name: 'Honda QC1',
    bikeName: 'QC1',
    shape: 'ev',
    engine: '1.5 kWh fixed battery',
    power: '1.8 kW peak (2.4 PS)',
    transmission: 'Single-speed in-wheel hub motor',
    details:
      'The QC1 is a friendly, affordable electric scooter for short city trips: charge its fixed 1.5 kWh battery from any household socket with the portable charger. Light and easy to ride, it covers up to 80 km on a charge with a top speed of 50 km/h.',
    specs: {
      bodyDimensions: [
        ['Length', '1822 mm'],
        ['Width', '684 mm'],
        ['Height', '1107 mm'],
        ['Wheelbase', '1290 mm'],
        ['Ground clearance', '160 mm'],
        ['Kerb weight', '89 kg'],
      ],
      engineDetails: [
        ['Motor', 'In-wheel BLDC hub motor'],
        ['Peak power', '1.8 kW'],
        ['Rated power', '1.2 kW'],
        ['Max torque', '77 Nm (at the wheel)'],
        ['Battery', '1.5 kWh fixed lithium-ion'],
        ['Range', '80 km (IDC)'],
      ],
      transmissionDetails: [
        ['Drive', 'Single-speed hub motor'],
        ['Riding modes', 'Econ, Standard'],
        ['Top speed', '50 km/h'],
        ['Charging time', '0-80% in 4.5 h, 0-100% in 6.5 h (330 W portable charger)'],
      ],
      tyreDetails: [
        ['Front tyre', '90/90-12 tubeless'],
        ['Rear tyre', '90/90-10 tubeless'],
        ['Front brake', 'Drum 130 mm'],
        ['Rear brake', 'Drum 110 mm'],
        ['Braking system', 'Combi-Brake System (CBS)'],
      ],
      frame: [
        ['Frame type', 'Underbone'],
        ['Front suspension', 'Telescopic fork'],
        ['Rear suspension', 'Twin shock'],
        ['Seat height', '770 mm'],
        ['Under-seat storage', '26 L'],
      ],
      Electrical: [
        ['Auxiliary battery', '12 V'],
        ['Headlamp', 'LED'],
        ['Display', '5-inch LCD'],
        ['Charging port', 'USB Type-C'],
      ],
    },
    variants: [
      { name: 'Standard', price: 90_000 },
      { name: 'Standard with home charging kit', price: 92_900 },
    ],
    features: [
      {
        heading: 'Charge at home',
        description:
          'Plug the portable charger into any 5 A household socket: 80% charge in about four and a half hours.',
        focus: 'body',
      },
      {
        heading: 'Quiet in-wheel motor',
        description: 'A maintenance-light hub motor that pulls smoothly and silently.',
        focus: 'rearWheel',
      },
      {
        heading: '26 L under-seat storage',
        description: 'A roomy boot with space for a helmet and a USB Type-C charging point.',
        focus: 'seat',
      },
    ],
    accessories: [
      {
        heading: 'Floor mat',
        description: 'Rubber floor mat cut to fit the QC1.',
        partNo: '08P10-K2Q-D00',
        price: 360,
        focus: 'floor',
      },
      {
        heading: 'Seat cover',
        description: 'Water-resistant seat cover.',
        partNo: '08P40-K2Q-D00',
        price: 520,
        focus: 'seat',
      },
      {
        heading: 'Charger pouch',
        description: 'Padded pouch that keeps the portable charger safe in the boot.',
        partNo: '08U70-K2Q-D00',
        price: 690,
        focus: 'body',
      },
    ],
    colours: [
      { name: 'Pearl Serenity Blue', hex: '#6a8fbf' },
      { name: 'Pearl Misty White', hex: '#efefeb' },
      { name: 'Matte Foggy Silver Metallic', hex: '#a3a8ae' },
    ],
  },
];

export interface SlideSeed {
  /** Drawn by the page over the picture, never into it; Marathi and Hindi: SLIDE_TRANSLATIONS. */
  title: string;
  subtitle: string;
  ctaLabel: string;
  /** A public page of the site (shared/public-pages.ts). */
  ctaHref: string;
  /** Background gradient, left to right. */
  colours: readonly [string, string];
  /** Which vehicles stand on the banner, by bike name. */
  vehicles: readonly string[];
}

export const SLIDES: readonly SlideSeed[] = [
  {
    title: 'Festive offers on Shine, SP 125 and Activa',
    subtitle: 'Benefits up to ₹7,000 this festive season',
    ctaLabel: 'View offers',
    ctaHref: '/offers',
    colours: ['#b3121f', '#4a0a10'],
    vehicles: ['Activa', 'Shine'],
  },
  {
    title: 'Ride electric: Activa e: and QC1',
    subtitle: 'Test rides now open in Pandharpur',
    ctaLabel: 'Book a test ride',
    ctaHref: '/text-ride-booking?bike=QC1',
    colours: ['#0f5c8c', '#0b2540'],
    vehicles: ['QC1', 'Activa e:'],
  },
  {
    title: 'Genuine service, on time',
    subtitle: 'Book online: trained technicians and genuine Honda parts',
    ctaLabel: 'Book for service',
    ctaHref: '/service-booking',
    colours: ['#2b2f36', '#101216'],
    vehicles: ['Unicorn'],
  },
  {
    title: 'Easy finance on every Honda',
    subtitle: 'Low down payment and quick approval from partner banks',
    ctaLabel: 'Check your EMI',
    ctaHref: '/finance',
    colours: ['#1e6b52', '#0b2a21'],
    vehicles: ['SP 125'],
  },
];

export interface OfferSeed {
  title: string;
  description: string;
  /** Big words on the poster. */
  banner: string;
  highlight: string;
  vehicle: string;
  colours: readonly [string, string];
}

/** In insertion order: the offers page shows the newest (highest id), the Diwali offer. */
export const OFFERS: readonly OfferSeed[] = [
  {
    title: 'Exchange bonus up to ₹5,000',
    description:
      'Bring your old two-wheeler of any make for a free valuation and get an exchange bonus of up to ₹5,000 on a new Honda motorcycle or scooter. The vehicle must be registered in your name with a valid RC and insurance; the bonus depends on the model bought and the condition of the old vehicle. Valid till 31 March at our Pandharpur showroom.',
    banner: 'EXCHANGE BONUS',
    highlight: 'Up to ₹5,000 on your old two-wheeler',
    vehicle: 'Activa 125',
    colours: ['#0f4c81', '#072440'],
  },
  {
    title: 'Diwali Dhamaka: benefits up to ₹7,000',
    description:
      'Book any Honda motorcycle or scooter between 1 October and 15 November and get a cash discount of up to ₹3,000, a free accessory kit worth ₹1,500 and a 2-year AMC worth ₹2,500. Finance at low down payment from partner banks, subject to approval. Valid on select models and variants while stocks last; cannot be combined with other schemes. Terms and conditions apply.',
    banner: 'DIWALI DHAMAKA',
    highlight: 'Benefits up to ₹7,000 + free accessory kit',
    vehicle: 'SP 125',
    colours: ['#d35400', '#7a1c0c'],
  },
];

export type GalleryScene =
  'showroom' | 'service' | 'delivery' | 'lounge' | 'accessories' | 'facade';

/** The six gallery pictures, in upload order. */
export const GALLERY: readonly GalleryScene[] = [
  'facade',
  'showroom',
  'delivery',
  'service',
  'accessories',
  'lounge',
];
