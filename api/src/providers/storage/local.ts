import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { OBJECT_KEY, type ObjectStorage } from './storage';

/** Objects as files under `root` (DATA_DIR/objects by default). */
export function localStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    if (!OBJECT_KEY.test(key)) throw new Error(`invalid object key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    uploadOrigins: [],
    async uploadUrl(key) {
      return `/api/images/uploads/${key.slice('posters/'.length)}`;
    },
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info) return null;
      return { size: info.size, body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> };
    },
    // Local uploads are checked as they arrive (images.service): there is no separate incoming step.
    async inspectUpload() {
      return null;
    },
    async readUpload() {
      return null;
    },
    async discardUpload(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
