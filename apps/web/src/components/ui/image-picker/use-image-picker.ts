import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Problem } from '@/components/ui/form/problem';
import { checkImageFile, sniffImage } from '@/lib/image-file';

export interface PickedImage {
  id: number;
  file: File;
  /** object URL of the preview, revoked when the image is removed or the form goes */
  url: string;
}

/**
 * The images a form sends (an activity application's pictures, a feedback screenshot): at most `max`, each a png or
 * jpg of at most 5 MB (checked before anything is sent, by type, size and first bytes), previewed, removable. A
 * refused file leaves the others and says why.
 */
export function useImagePicker(max: number) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<Problem>();
  const nextId = useRef(1);
  const latest = useRef(images);
  latest.current = images;

  // the previews go with the form
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(undefined);
    const accepted: PickedImage[] = [];
    let refused: Problem | undefined;
    for (const file of files) {
      if (latest.current.length + accepted.length >= max) {
        refused = { key: 'err_too_many_images' };
        break;
      }
      const bad = checkImageFile(file) ?? ((await sniffImage(file)) ? null : { key: 'err_invalid_image' });
      if (bad) refused ??= bad;
      else accepted.push({ id: nextId.current++, file, url: URL.createObjectURL(file) });
    }
    if (accepted.length) setImages((list) => [...list, ...accepted]);
    setProblem(refused);
  };

  const remove = (id: number) => {
    setProblem(undefined);
    setImages((list) => {
      const gone = list.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((i) => i.id !== id);
    });
  };

  const clear = () => {
    images.forEach((i) => URL.revokeObjectURL(i.url));
    setImages([]);
    setProblem(undefined);
  };

  return { images, problem, setProblem, pick, remove, clear, max, full: images.length >= max };
}

export type ImagePickerState = ReturnType<typeof useImagePicker>;
