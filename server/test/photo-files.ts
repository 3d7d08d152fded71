// Photos for the tests, made with sharp at run time, and the hostile files, made by hand: no binary
// fixtures in the repository.
import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** A noisy photo (noise compresses like a real one, a flat colour would not) of the size and format; random, so each call's bytes differ. */
export async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg', seed = 1): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: (seed * 67) % 256, g: 140, b: 90 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } });
  return image.toFormat(format, format === 'jpeg' ? { quality: 90 } : {}).toBuffer();
}

/** A JPEG of `width` × `height` whose EXIF says "turn 90° clockwise to view" (orientation 6). */
export const rotatedJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A valid-looking PNG whose header claims 100,000 × 100,000 pixels (a decompression bomb's header). */
export function hugePngHeader(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateRawSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG with `<script>` in a comment segment (COM, FF FE) right after its start. */
export async function jpegWithScript(): Promise<Buffer> {
  const jpeg = await photo(64, 64);
  const text = Buffer.from('<script>alert(document.cookie)</script>', 'latin1');
  const com = Buffer.alloc(4);
  com.set([0xff, 0xfe], 0);
  com.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, text, jpeg.subarray(2)]);
}

export const svgFile = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A zip whose one member inflates 8 KB into 64 MB of zeros, named like a photo by the caller. */
export function zipBomb(): Buffer {
  const data = deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  const name = Buffer.from('photo.png');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(64 * 1024 * 1024, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}
