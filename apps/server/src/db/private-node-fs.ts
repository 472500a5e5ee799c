import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];

/** The parts of Emscripten's NODEFS that give a file or directory on disk its mode. */
interface NodeFsModes {
  doSetAttr(path: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]): void;
  node_ops: { mknod(parent: unknown, name: string, mode: number, dev: unknown): unknown };
}

/** A mode without group and other bits. */
const privateMode = (mode: number) => mode & ~0o077;

function keepModesPrivate(mod: PostgresMod): void {
  const nodefs = mod.NODEFS as unknown as Partial<NodeFsModes> | undefined;
  const ops = nodefs?.node_ops;
  const doSetAttr = nodefs?.doSetAttr;
  const mknod = ops?.mknod;
  if (!nodefs || !ops || typeof doSetAttr !== 'function' || typeof mknod !== 'function') {
    throw new Error('PGlite’s NODEFS has changed: db/private-node-fs.ts cannot keep the database files private');
  }
  nodefs.doSetAttr = (path, node, attr, ...rest) => {
    const privateAttr = attr.mode === undefined ? attr : { ...attr, mode: privateMode(attr.mode) };
    doSetAttr.call(nodefs, path, node, privateAttr, ...rest);
  };
  ops.mknod = (parent, name, mode, dev) => mknod.call(ops, parent, name, privateMode(mode), dev);
}

/**
 * PGlite's files on disk, private to the server's user (0600, directories 0700) from the moment
 * they are written. Emscripten's NODEFS gives each new file the mode Postgres asks for (0666, or
 * 0644) with chmod, which the process umask does not limit; this drops the group and other bits
 * from every mode it sets.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresMod) {
    const { emscriptenOpts } = await super.init(pg, opts);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [keepModesPrivate, ...(emscriptenOpts.preRun ?? [])] } };
  }
}
