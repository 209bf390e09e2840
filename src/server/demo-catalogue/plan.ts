/**
 * Step 1 of the demo catalogue: decides from the catalogue data which pictures to draw (each an
 * artwork with a ticket), so that rendering can run them all as one parallel batch and the write
 * step can find each picture's bytes by its ticket.
 */
import {
  accessoryImage,
  brochureImage,
  colourImage,
  featureImage,
  frame360,
  FRAMES_PER_TURN,
  galleryImage,
  iconImage,
  mainImage,
  offerImage,
  slideImage,
  wordmarkImage,
  type Artwork,
} from './artwork.js';
import { GALLERY, OFFERS, SLIDES, VEHICLES, type VehicleSeed } from './catalogue-data.js';

/** The artworks to render, in ticket order. */
export class RenderQueue {
  readonly artworks: Artwork[] = [];

  add(artwork: Artwork): number {
    return this.artworks.push(artwork) - 1;
  }

  get size(): number {
    return this.artworks.length;
  }
}

/** The tickets of one vehicle's pictures; its brochure is rendered from the `photo`. */
export interface VehiclePlan {
  seed: VehicleSeed;
  main: number;
  wordmark: number;
  icon: number;
  photo: number;
  features: number[];
  accessories: number[];
  colours: number[];
  frames: number[];
}

export interface CataloguePlan {
  queue: RenderQueue;
  vehicles: VehiclePlan[];
  slides: number[];
  offers: number[];
  gallery: number[];
}

function planVehicle(queue: RenderQueue, seed: VehicleSeed): VehiclePlan {
  const [first] = seed.colours;
  return {
    seed,
    main: queue.add(mainImage(seed, first)),
    wordmark: queue.add(wordmarkImage(seed)),
    icon: queue.add(iconImage(seed, first)),
    photo: queue.add(brochureImage(seed, first)),
    features: seed.features.map((feature, i) =>
      queue.add(featureImage(seed, seed.colours[i % 3]!, feature, i)),
    ),
    accessories: seed.accessories.map((accessory, i) =>
      queue.add(accessoryImage(seed, first, accessory, i)),
    ),
    colours: seed.colours.map((colour) => queue.add(colourImage(seed, colour))),
    frames: Array.from({ length: FRAMES_PER_TURN }, (_, frameNo) =>
      queue.add(frame360(seed, first, frameNo)),
    ),
  };
}

function vehicleByName(bikeName: string): VehicleSeed {
  const seed = VEHICLES.find((vehicle) => vehicle.bikeName === bikeName);
  if (!seed) throw new Error(`catalogue data names an unknown vehicle: ${bikeName}`);
  return seed;
}

/** The demo slides' pictures, in SLIDES order: the named vehicles on each, and no words. */
export function planSlides(queue: RenderQueue): number[] {
  return SLIDES.map((slide) =>
    queue.add(
      slideImage(
        slide,
        slide.vehicles.map((name) => {
          const vehicle = vehicleByName(name);
          return { vehicle, colour: vehicle.colours[0] };
        }),
      ),
    ),
  );
}

/** Every picture of the demo catalogue; the gallery scenes carry the dealer's name. */
export function planCatalogue(dealerName: string): CataloguePlan {
  const queue = new RenderQueue();
  const vehicles = VEHICLES.map((seed) => planVehicle(queue, seed));
  const slides = planSlides(queue);
  const offers = OFFERS.map((offer) => {
    const vehicle = vehicleByName(offer.vehicle);
    return queue.add(offerImage(offer, vehicle, vehicle.colours[1]));
  });
  const fleet = VEHICLES.map((vehicle, i) => ({
    shape: vehicle.shape,
    hex: vehicle.colours[i % 3]!.hex,
  }));
  const gallery = GALLERY.map((scene, i) =>
    queue.add(galleryImage(scene, dealerName, [...fleet.slice(i), ...fleet.slice(0, i)])),
  );
  return { queue, vehicles, slides, offers, gallery };
}
