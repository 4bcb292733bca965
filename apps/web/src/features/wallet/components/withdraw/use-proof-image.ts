import { useEffect, useState, type ChangeEvent } from 'react';
import type { Problem } from '@/components/ui/form/problem';
import { checkImageFile, sniffImage } from '@/lib/image-file';

export interface Proof {
  file: File;
  /** object URL of the preview, revoked when the proof changes or the form goes */
  url: string;
}

/** The proof image of a receipt: picked from a file input, checked before anything is sent, previewed. */
export function useProofImage() {
  const [proof, setProof] = useState<Proof | null>(null);
  const [proofProblem, setProofProblem] = useState<Problem>();

  useEffect(
    () => () => {
      if (proof) URL.revokeObjectURL(proof.url);
    },
    [proof],
  );

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProofProblem(undefined);
    if (!file) return;
    // the spec's rule first (type and size), then what the bytes say
    const bad = checkImageFile(file) ?? ((await sniffImage(file)) ? null : { key: 'err_invalid_image' });
    if (bad) {
      setProof(null);
      setProofProblem(bad);
      return;
    }
    setProof({ file, url: URL.createObjectURL(file) });
  };

  return { proof, proofProblem, setProofProblem, pickFile, removeProof: () => setProof(null) };
}
