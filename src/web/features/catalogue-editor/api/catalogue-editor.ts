import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ModelDetail,
  ModelDocument,
  ModelListItem,
  ModelPreview,
  PictureUpload,
} from '../../../../shared/catalogue-editor';
import { api, ApiError } from '../../../lib/api-client';

// Admin calls send the session cookie.
const withCookies = { credentials: 'include' } as const;
const BASE = '/api/catalogue-editor';

/** Under 'admin', so the panel clears them with every other admin read after a 401. */
export const catalogueEditorKeys = {
  all: ['admin', 'catalogue-editor'] as const,
  list: ['admin', 'catalogue-editor', 'models'] as const,
  model: (id: number) => ['admin', 'catalogue-editor', 'models', id] as const,
  preview: (id: number) => ['admin', 'catalogue-editor', 'models', id, 'preview'] as const,
};

export interface WriteAnswer {
  message: string;
  id: number;
  summary: string;
}

/** GET /api/catalogue-editor/models: every model, drafts and retired ones included. */
export async function getModels(signal?: AbortSignal): Promise<ModelListItem[]> {
  const answer = await api.get<{ data: ModelListItem[] }>(`${BASE}/models`, {
    ...withCookies,
    signal,
  });
  return answer.data;
}

export const modelListQuery = () =>
  queryOptions({
    queryKey: catalogueEditorKeys.list,
    queryFn: ({ signal }) => getModels(signal),
    staleTime: 0,
  });

export const useModelList = () => useQuery(modelListQuery());

/** GET /api/catalogue-editor/models/:id: the saved draft, else what the site shows. */
export const getModel = (id: number, signal?: AbortSignal) =>
  api.get<ModelDetail>(`${BASE}/models/${id}`, { ...withCookies, signal });

export const modelQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueEditorKeys.model(id),
    queryFn: ({ signal }) => getModel(id, signal),
    staleTime: 0,
    // A form open on screen is not refreshed behind the owner's back.
    refetchOnWindowFocus: false,
  });

export const useModel = (id: number | undefined) =>
  useQuery({ ...modelQuery(id ?? 0), enabled: id !== undefined });

/** GET /api/catalogue-editor/models/:id/preview: the saved draft in the public reads' shapes. */
export const modelPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueEditorKeys.preview(id),
    queryFn: ({ signal }) =>
      api.get<ModelPreview>(`${BASE}/models/${id}/preview`, { ...withCookies, signal }),
    staleTime: 0,
    retry: false,
  });

/** POST (a new model) or PUT (its draft): the whole document each time. */
export const saveModel = (id: number | undefined, document: ModelDocument) =>
  id === undefined
    ? api.post<WriteAnswer>(`${BASE}/models`, document, withCookies)
    : api.put<WriteAnswer>(`${BASE}/models/${id}`, document, withCookies);

export const publishModel = (id: number) =>
  api.post<WriteAnswer>(`${BASE}/models/${id}/publish`, undefined, withCookies);

export const retireModel = (id: number) =>
  api.post<{ message: string }>(`${BASE}/models/${id}/retire`, undefined, withCookies);

export const deleteModel = (id: number) =>
  api.delete<{ message: string }>(`${BASE}/models/${id}`, withCookies);

/**
 * After a change: the editor's reads refetch, and the public pages of this tab are stale too. A
 * deleted model's own read is left out: asked for again, it could only answer 404.
 */
export function refreshAfterWrite(queryClient: QueryClient, deleted?: number) {
  const gone = deleted === undefined ? undefined : hashKey(catalogueEditorKeys.model(deleted));
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryHash !== gone &&
      (query.queryKey[0] !== 'admin' || query.queryKey[1] === catalogueEditorKeys.all[1]),
  });
}

/** 0 to 1 while the bytes go up; the server's work after that shows as 1. */
export type Progress = (fraction: number) => void;

/**
 * A multipart POST with upload progress, which fetch cannot report. Answers like the API client:
 * the parsed body, or an ApiError carrying the server's message.
 */
function upload<T>(path: string, form: FormData, onProgress?: Progress): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        typeof message === 'string'
          ? new ApiError(request.status, message)
          : new ApiError(
              request.status,
              `Request failed with status ${request.status}`,
              undefined,
              false,
            ),
      );
    };
    request.send(form);
  });
}

/** POST /api/catalogue-editor/pictures: one picture in the field `picture`. */
export function uploadPicture(file: File, onProgress?: Progress) {
  const form = new FormData();
  form.append('picture', file);
  return upload<PictureUpload>(`${BASE}/pictures`, form, onProgress);
}

/** POST /api/catalogue-editor/frames: 12–72 frames in turning order, in the field `frames`. */
export function uploadFrames(files: readonly File[], onProgress?: Progress) {
  const form = new FormData();
  for (const file of files) form.append('frames', file);
  return upload<{ frames: string[]; width: number; height: number }>(
    `${BASE}/frames`,
    form,
    onProgress,
  );
}

/** POST /api/catalogue-editor/brochure: one PDF in the field `brochure`. */
export function uploadBrochure(file: File, onProgress?: Progress) {
  const form = new FormData();
  form.append('brochure', file);
  return upload<{ src: string }>(`${BASE}/brochure`, form, onProgress);
}
