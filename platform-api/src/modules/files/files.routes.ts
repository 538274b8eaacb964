import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext } from '../../kit/context.js';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, forbidden, notFound } from '../../kit/errors.js';
import { withStatus, type Router } from '../../kit/http/index.js';
import { parseInput } from '../../kit/validation.js';
import { fileVisibleThroughTask } from '../work/work.data.js';
import { findFile, insertFile, type PrivateFileRow } from './files.data.js';
import { FILE_SCOPES, fileTooLargeMessage, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, safeFileName } from './files.rules.js';
import type { FileStorage } from './files.storage.js';

/** The multipart envelope around one 50 MB file (boundaries, headers) is far below this. */
const ENVELOPE_BYTES = 1024 * 1024;
const ID = /^[1-9][0-9]{0,9}$/;

const UploadQuery = v.object({ scope: v.picklist(FILE_SCOPES, `scope must be one of ${FILE_SCOPES.join(', ')}`) });

export const downloadPath = (id: number) => `/api/platform/files/private/${id}/download`;

export function fileJson(file: PrivateFileRow) {
  return {
    id: file.id,
    entity_id: file.entityId,
    name: file.name,
    content_type: file.contentType,
    size: file.size,
    scope: file.scope,
    created_at: file.createdAt.toISOString(),
    download_url: downloadPath(file.id),
  };
}

const tooLarge = (message: string) => withStatus(413, { error: { code: 'PAYLOAD_TOO_LARGE', message } });

/** Who may download a private file: its uploader, staff, and the croudie of a task it is attached to. */
export async function canDownload(db: Database, file: PrivateFileRow, viewer: Viewer): Promise<boolean> {
  if (file.ownerPrincipalId === viewer.principalId) return true;
  if (viewer.kind === 'USER') return true;
  return fileVisibleThroughTask(db, file.id, viewer);
}

export function registerFileRoutes(router: Router<RequestContext>, storage: FileStorage): void {
  router.post('/files/private', async ({ req, res, query, context }) => {
    const viewer = requireSignedIn(context.auth);
    const { scope } = parseInput(UploadQuery, { scope: query.get('scope') ?? undefined });
    const type = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data/i.test(type)) throw badUserInput({ files: 'Send the files as multipart/form-data in the field files' });
    const cap = MAX_FILE_BYTES + ENVELOPE_BYTES;
    if (Number(req.headers['content-length'] ?? 0) > cap) {
      res.setHeader('Connection', 'close');
      return tooLarge(fileTooLargeMessage());
    }
    // Count the bytes as they arrive: a body without (or lying about) Content-Length stops at the cap too.
    let received = 0;
    let overCap = false;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > cap) {
          overCap = true;
          done(new Error('over the upload limit'));
        } else done(null, chunk);
      },
    });
    req.pipe(counter);
    let form: FormData;
    try {
      form = await new Request('http://upload.local/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: Readable.toWeb(counter) as unknown as ReadableStream,
        duplex: 'half',
      } as RequestInit).formData();
    } catch {
      if (overCap) {
        res.setHeader('Connection', 'close');
        return tooLarge(fileTooLargeMessage());
      }
      throw badUserInput({ files: 'The upload could not be read' });
    }
    const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
    if (files.length === 0) throw badUserInput({ files: 'Choose at least one file' });
    if (files.length > MAX_FILES_PER_UPLOAD) throw badUserInput({ files: `At most ${MAX_FILES_PER_UPLOAD} files at a time` });
    const big = files.find((f) => f.size > MAX_FILE_BYTES);
    if (big) return tooLarge(fileTooLargeMessage(safeFileName(big.name)));

    const saved: PrivateFileRow[] = [];
    for (const file of files) {
      const storageKey = randomUUID();
      await storage.put(storageKey, Readable.fromWeb(file.stream() as unknown as NodeWebReadableStream));
      saved.push(
        await insertFile(context.db, {
          scope,
          ownerPrincipalId: viewer.principalId,
          name: safeFileName(file.name),
          contentType: file.type || 'application/octet-stream',
          size: file.size,
          storageKey,
          createdAt: context.clock.now(),
        }),
      );
    }
    return withStatus(201, { files: saved.map(fileJson) });
  });

  router.get('/files/private/:id/download', async ({ params, res, context }) => {
    const viewer = requireSignedIn(context.auth);
    if (!params.id || !ID.test(params.id)) throw notFound('File');
    const file = await findFile(context.db, Number(params.id));
    if (!file) throw notFound('File');
    if (!(await canDownload(context.db, file, viewer))) throw forbidden('You are not allowed to download this file');
    let content: Readable;
    try {
      content = await storage.get(file.storageKey);
    } catch {
      throw notFound('File');
    }
    res.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(content, res);
    return undefined;
  });
}
