/**
 * An opened .xlsx package: its zip directory, the parts by name and the size budget they are all read
 * against. Finds the parts through the relationships, as OPC wants, rather than by conventional names.
 */
import type { ByteSource } from './byteSource.ts';
import { XlsxError } from './errors.ts';
import type { SizeBudget } from './sizeBudget.ts';
import { parseXml, type XmlAttributes } from './xmlTokenizer.ts';
import type { ZipDirectory } from './zipDirectory.ts';
import { zipEntryChunks } from './zipEntryChunks.ts';

export interface Relationship {
  id: string;
  /** The relationship type URI; compared by its last segment so that Strict OOXML's URIs match too. */
  type: string;
  /** Part name of the target, resolved against the source part. */
  path: string;
}

/** Resolves a relationship target against the folder of the part that refers to it. */
export function resolvePart(folder: string, target: string): string {
  const joined = target.startsWith('/') ? target.slice(1) : folder + target;
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

export class XlsxPackage {
  constructor(
    private readonly source: ByteSource,
    private readonly directory: ZipDirectory,
    private readonly budget: SizeBudget,
  ) {}

  has(path: string): boolean {
    return this.directory.find(path) !== undefined;
  }

  /** The uncompressed bytes of a part that must exist. */
  chunks(path: string): AsyncGenerator<Buffer> {
    const entry = this.directory.find(path);
    if (!entry) throw new XlsxError('CORRUPT', `missing part ${path}`);
    return zipEntryChunks(this.source, entry, this.budget);
  }

  /** Calls `onElement` for every start tag of a part; text is not needed by the small parts. */
  async scan(path: string, onElement: (name: string, attributes: XmlAttributes) => void): Promise<void> {
    await parseXml(this.chunks(path), { wantsText: false, open: onElement, close: () => undefined, text: () => undefined });
  }

  /** The internal relationships of a part ("" for the package itself); none when it has no .rels part. */
  async relationships(partPath: string): Promise<Relationship[]> {
    const slash = partPath.lastIndexOf('/');
    const folder = partPath.slice(0, slash + 1);
    const relsPath = `${folder}_rels/${partPath.slice(slash + 1)}.rels`;
    if (!this.has(relsPath)) return [];
    const rels: Relationship[] = [];
    await this.scan(relsPath, (name, a) => {
      if (name === 'Relationship' && a.TargetMode !== 'External' && a.Target) {
        rels.push({ id: a.Id ?? '', type: a.Type?.slice(a.Type.lastIndexOf('/') + 1) ?? '', path: resolvePart(folder, a.Target) });
      }
    });
    return rels;
  }
}
