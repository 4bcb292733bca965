import { describe, expect, it } from 'vitest';
import { checkImageFile, sniffImage } from './image-file';

const MB = 1024 * 1024;

describe('uploaded images', () => {
  it('accepts png and jpg up to 5 MB', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    // no type from the browser: the name decides
    expect(checkImageFile({ name: 'statement.JPEG', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other types, larger files and empty ones before anything is uploaded', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 1000 })).toEqual({ key: 'err_invalid_image' });
    expect(checkImageFile({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toEqual({ key: 'err_invalid_image' });
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toEqual({ key: 'err_image_too_large' });
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({ key: 'err_invalid_image' });
  });

  it('reads what a file is from its first bytes', async () => {
    expect(await sniffImage(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]))).toBe('png');
    expect(await sniffImage(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])]))).toBe('jpg');
    expect(await sniffImage(new Blob(['GIF89a....']))).toBeNull();
  });
});
