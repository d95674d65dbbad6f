/**
 * Helpers of the back-office API tests: real pictures made with sharp, multipart forms, and the files
 * an image URL stands for on disk.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.ts';
import { uploadFile, variantPath } from '../platform/images.ts';

export const png = (width = 1200, height = 900, background = '#d9820f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export interface FormFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export function form(fields: Record<string, string>, files: FormFile[] = []): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files)
    body.append(
      f.field,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  return body;
}

export function upload(
  t: TestApp,
  url: string,
  body: FormData,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url, payload: body, headers });
}

/** The files on disk behind a stored picture (its path and every variant width). */
export function pictureFiles(
  t: TestApp,
  image: { path: string; variants?: { path: string }[] },
  widths: number[] = [],
): string[] {
  const { uploadsDir } = t.app.ctx.config;
  const urls = new Set([
    image.path,
    ...(image.variants ?? []).map((v) => v.path),
    ...widths.map((w) => variantPath(image.path, w)),
  ]);
  return [...urls].map((u) => uploadFile(uploadsDir, u)!).filter(Boolean);
}

export const existing = (files: string[]) => files.filter((f) => fs.existsSync(f));

/** Query string of an object: ?a=1&b=2 */
export const qs = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
