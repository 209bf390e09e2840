import { PICTURE_HINT } from './file-inputs';
import { FormPicture } from './picture-field';

const PICTURES = [
  {
    name: 'cardImage',
    label: 'Card picture',
    hint: `Shown on the model's card in the lists. Needed to publish. ${PICTURE_HINT}`,
  },
  {
    name: 'heroImage',
    label: 'Main picture',
    hint: `The large picture at the top of the model's page. Needed to publish. ${PICTURE_HINT}`,
  },
  {
    name: 'nameImage',
    label: 'Name picture',
    hint: `Optional: the model's name as artwork. ${PICTURE_HINT}`,
  },
] as const;

/** The model's own pictures, each with its preview. */
export function PicturesTab() {
  return (
    <div className="space-y-8">
      {PICTURES.map((picture) => (
        <FormPicture
          key={picture.name}
          name={picture.name}
          label={picture.label}
          hint={picture.hint}
          previewClassName="h-40 sm:h-48"
        />
      ))}
    </div>
  );
}
