import { useTranslation } from 'react-i18next';
import { PICTURE_HINT, PICTURE_MB } from './file-inputs';
import { FormPicture } from './picture-field';

/** The model's own pictures, with the keys (adminCatalogue) of their labels and hints. */
const PICTURES = [
  { name: 'cardImage', labelKey: 'labelCardPicture', hintKey: 'cardPictureHint' },
  { name: 'heroImage', labelKey: 'labelMainPicture', hintKey: 'mainPictureHint' },
  { name: 'nameImage', labelKey: 'labelNamePicture', hintKey: 'namePictureHint' },
] as const;

/** The model's own pictures, each with its preview. */
export function PicturesTab() {
  const { t } = useTranslation('adminCatalogue');
  const fileHint = t(PICTURE_HINT, { mb: PICTURE_MB });
  return (
    <div className="space-y-8">
      {PICTURES.map((picture) => (
        <FormPicture
          key={picture.name}
          name={picture.name}
          label={t(picture.labelKey)}
          hint={t(picture.hintKey, { fileHint })}
          previewClassName="h-40 sm:h-48"
        />
      ))}
    </div>
  );
}
