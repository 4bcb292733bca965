import { fillBounds } from '@app/contract/validation';
import { useTranslation } from 'react-i18next';

/** Bounds travel inside a react-hook-form error message as `key|min|max`; the key is a text-pack key. */
export function encodeMessage(key: string, params?: { min: number; max: number }) {
  return params ? `${key}|${params.min}|${params.max}` : key;
}

export function decodeMessage(message: string): { key: string; params?: { min: number; max: number } } {
  const [key = '', min, max] = message.split('|');
  return min === undefined || max === undefined ? { key } : { key, params: { min: Number(min), max: Number(max) } };
}

/** Turns an encoded field message into words: the text of its key with (min) and (max) filled in. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const { key, params } = decodeMessage(message);
    return fillBounds(t(key), params);
  };
}
