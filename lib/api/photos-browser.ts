// A good's photos from the back office (contract/good-photos.ts), through this site's /api proxy,
// which adds the site admin's token: the list, an upload with its progress, a new order (a photo
// left out of it is deleted); and a banner's or news item's image (contract/admin-news.ts), uploaded
// the same way. An upload is an XMLHttpRequest: fetch cannot report an upload's progress.
import { apiClient, ApiError } from './client';
import type { AdminGood, AdminGoodUpdate, ContentImage, GoodPhotos, Violation } from '@/contract';

const { get, send } = apiClient(() => '/');

export const goodPhotos = (goodId: number): Promise<GoodPhotos> => get<GoodPhotos>(`api/admin/goods/${goodId}/photos`);
export const arrangePhotos = (goodId: number, photos: string[]): Promise<GoodPhotos> =>
  send<GoodPhotos>('put', `api/admin/goods/${goodId}/photos`, { photos });

/** Uploads one file as the request's body to `path`; `onProgress` hears the share sent (0…1). ApiError on a refusal. */
function uploadFile<T>(path: string, file: File, onProgress: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${path}?name=${encodeURIComponent(file.name.slice(0, 255))}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/ld+json, application/json');
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // no JSON: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as T);
      const description = typeof body?.['hydra:description'] === 'string' ? body['hydra:description'] : null;
      const violations = Array.isArray(body?.violations) ? (body.violations as Violation[]) : [];
      reject(new ApiError(xhr.status, description, violations));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });
}

/** Adds one photo at the end of the good's list. */
export const uploadPhoto = (goodId: number, file: File, onProgress: (share: number) => void): Promise<GoodPhotos> =>
  uploadFile<GoodPhotos>(`/api/admin/goods/${goodId}/photos`, file, onProgress);

/** Stores a banner's or news item's image; its `url` is the address the form keeps. */
export const uploadContentImage = (file: File, onProgress: (share: number) => void): Promise<ContentImage> =>
  uploadFile<ContentImage>('/api/admin/content-images', file, onProgress);

/** The good's card (contract/admin-goods.ts): its description and whether shoppers see it, with the version read (stale: 409). */
export const saveAdminGood = (goodId: number, body: AdminGoodUpdate): Promise<AdminGood> =>
  send<AdminGood>('patch', `api/admin/goods/${goodId}`, body);
