import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/admin.js';
import {
  brochureUploadResponseSchema,
  CATALOGUE_EDITOR_LIMITS as LIMITS,
  CATALOGUE_EDITOR_MESSAGES as M,
  framesUploadResponseSchema,
  modelDetailSchema,
  modelDocumentSchema,
  modelListSchema,
  modelPreviewSchema,
  modelWriteResponseSchema,
  pictureUploadResponseSchema,
} from '../../../shared/catalogue-editor.js';
import { idParams } from '../../lib/params.js';
import { actorOf as auditActor } from '../audit/actor.js';
import { acceptUploads, readMultipart, type MultipartRules } from '../media/uploads.js';
import * as service from './service.js';

/**
 * Multipart limits of the three uploads, raised from the panel's defaults (5 MB, 10 files) for
 * these routes only: a 360° view is up to 72 frames, a brochure up to 20 MB.
 */
const form = { fields: 2, fieldSize: 1000 } as const;
const UPLOAD_RULES = {
  picture: {
    limits: { ...form, fileSize: LIMITS.pictureBytes, files: 1, parts: 3 },
    tooLarge: M.pictureTooLarge,
    tooMany: M.onePicture,
  },
  frames: {
    limits: {
      ...form,
      fileSize: LIMITS.frameBytes,
      files: LIMITS.frames.max,
      parts: LIMITS.frames.max + 2,
    },
    tooLarge: M.frameTooLarge,
    tooMany: M.frameCount,
  },
  brochure: {
    limits: { ...form, fileSize: LIMITS.brochureBytes, files: 1, parts: 3 },
    tooLarge: M.brochure,
    tooMany: M.brochure,
  },
} satisfies Record<string, MultipartRules>;

/** The catalogue editor (owner only): models as documents, drafts, Publish, and their uploads. */
export const catalogueEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const { db } = app.database;
  const tags = ['catalogue-editor'];
  const config = { permission: 'catalogue' } as const;
  const base = '/api/catalogue-editor';
  const actorOf = (request: FastifyRequest) => auditActor(request, app.now());

  app.get(
    `${base}/models`,
    { config, schema: { tags, response: { 200: modelListSchema } } },
    async () => ({ data: await service.listModels(db) }),
  );

  app.post(
    `${base}/models`,
    {
      config,
      schema: { tags, body: modelDocumentSchema, response: { 201: modelWriteResponseSchema } },
    },
    async (request, reply) => {
      const created = await service.createModel(app.database, request.body, actorOf(request));
      return reply.status(201).send({ message: M.created, ...created });
    },
  );

  app.get(
    `${base}/models/:id`,
    { config, schema: { tags, params: idParams, response: { 200: modelDetailSchema } } },
    (request) => service.getModel(db, request.params.id),
  );

  // Staff only, like every route here: the public reads never answer a draft.
  app.get(
    `${base}/models/:id/preview`,
    { config, schema: { tags, params: idParams, response: { 200: modelPreviewSchema } } },
    (request) => service.previewModel(db, request.params.id, app.now()),
  );

  app.put(
    `${base}/models/:id`,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: modelDocumentSchema,
        response: { 200: modelWriteResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const summary = await service.saveDraft(app.database, id, request.body, actorOf(request));
      return { message: M.saved, id, summary };
    },
  );

  app.post(
    `${base}/models/:id/publish`,
    { config, schema: { tags, params: idParams, response: { 200: modelWriteResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const summary = await service.publishModel(app.database, id, actorOf(request));
      // Every instance serves the change within a second (plugins/public-cache).
      await app.bumpCatalogueVersion();
      return { message: M.published, id, summary };
    },
  );

  app.post(
    `${base}/models/:id/retire`,
    { config, schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.retireModel(app.database, request.params.id, actorOf(request));
      await app.bumpCatalogueVersion();
      return { message: M.retired };
    },
  );

  app.delete(
    `${base}/models/:id`,
    { config, schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteModel(app.database, request.params.id, actorOf(request));
      await app.bumpCatalogueVersion();
      return { message: M.deleted };
    },
  );

  const uploads = [
    ['pictures', UPLOAD_RULES.picture, pictureUploadResponseSchema, service.uploadPicture],
    ['frames', UPLOAD_RULES.frames, framesUploadResponseSchema, service.uploadFrames],
    ['brochure', UPLOAD_RULES.brochure, brochureUploadResponseSchema, service.uploadBrochure],
  ] as const;
  for (const [path, rules, response, upload] of uploads) {
    app.post(
      `${base}/${path}`,
      { config, schema: { tags, consumes: ['multipart/form-data'], response: { 201: response } } },
      async (request, reply) => {
        const { files } = await readMultipart(request, rules);
        return reply.status(201).send(await upload(app.database, files, actorOf(request)));
      },
    );
  }
};
