import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogResponseSchema,
  cardParamsSchema,
  EDITOR_MESSAGES,
  ICON_MAX_BYTES,
  createdItemSchema,
  createItemBodySchema,
  itemFileParamsSchema,
  linkFileBodySchema,
  cardPatchBodySchema,
  cardsOrderBodySchema,
  errorEnvelopeSchema,
  itemParamsSchema,
  itemRouteBodySchema,
  itemsOrderBodySchema,
  itemTemplateParamsSchema,
  itemUidParamsSchema,
  overviewBodySchema,
  productParamsSchema,
  sectionsBodySchema,
  slugBodySchema,
} from '@trust/shared';
import { contentDisposition } from '../../platform/content-disposition.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { acceptUploads, filePart } from '../../plugins/uploads.js';
import type { CardIcons } from './card-icons.js';
import type { CertificationLogoUploads } from './certification-logo-uploads.js';
import type { EditorService } from './service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses;
const noContent = { 204: z.null(), ...errors };

/** Editors (statuspage:edit) change the trust centre of their session's organisation. */
export const editorRoutes: FastifyPluginAsyncZod<{
  editor: EditorService;
  icons: CardIcons;
  logos: CertificationLogoUploads;
}> = async (app, { editor, icons, logos }) => {
  await acceptUploads(app, ICON_MAX_BYTES);
  const staff = requireStaff('statuspage:edit');
  const who = (request: FastifyRequest) => ({
    scope: { orgId: request.staffOrg.id },
    actor: staffActor(request),
  });

  app.get(
    '/api/trust-center/item-templates/:templateId',
    {
      schema: {
        tags: ['editor'],
        summary: "A 'Download Template' document (Markdown) made out to the organisation",
        params: itemTemplateParamsSchema,
        response: { 200: z.string(), ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { fileName, text } = await editor.itemTemplate(who(request).scope, request.params.templateId);
      return reply
        .type('text/markdown; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(text);
    },
  );

  app.patch(
    '/api/trust-center/products/:productId',
    {
      schema: {
        tags: ['editor'],
        summary: 'Re-order sections (plan feature allowSectionCustomization)',
        params: productParamsSchema,
        body: sectionsBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.setSections(scope, actor, request.params.productId, request.body.sections);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/trust-center/products/:productId/overview',
    {
      schema: {
        tags: ['editor'],
        summary: "Set the overview card's text (Markdown)",
        params: productParamsSchema,
        body: overviewBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.setOverview(scope, actor, request.params.productId, request.body.content);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/trust-center/products/:productId/cards',
    {
      schema: {
        tags: ['editor'],
        summary: 'Re-order cards',
        params: productParamsSchema,
        body: cardsOrderBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.reorderCards(scope, actor, request.params.productId, request.body.cards);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/trust-center/products/:productId/cards/:kind',
    {
      schema: {
        tags: ['editor'],
        summary: 'Hide or show a card, rename it, or set its display or placeholder text',
        params: cardParamsSchema,
        body: cardPatchBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.patchCard(scope, actor, request.params.productId, request.params.kind, request.body);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/trust-center/products/:productId/cards/:kind/items',
    {
      schema: {
        tags: ['editor'],
        summary: "Re-order a card's items (documents: featured first)",
        params: cardParamsSchema,
        body: itemsOrderBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.reorderItems(scope, actor, request.params.productId, request.params.kind, request.body);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/trust-center/products/:productId/items/:itemUid',
    {
      schema: {
        tags: ['editor'],
        summary:
          "Change an item's fields, or move it to another card ({destinationCardId}); productId may be 'default'",
        params: itemParamsSchema,
        body: itemRouteBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      const productId = await editor.productIdOf(scope, request.params.productId);
      const { destinationCardId, ...fields } = request.body;
      if (destinationCardId)
        await editor.moveItem(scope, actor, productId, request.params.itemUid, destinationCardId);
      else await editor.patchItem(scope, actor, productId, request.params.itemUid, fields);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/trust-center/products/:productId/cards/:kind/items',
    {
      schema: {
        tags: ['editor'],
        summary: 'Create a custom item on a card',
        params: cardParamsSchema,
        body: createItemBodySchema,
        response: { 201: createdItemSchema, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      return reply
        .status(201)
        .send(
          await editor.createItem(scope, actor, request.params.productId, request.params.kind, request.body),
        );
    },
  );

  app.delete(
    '/api/trust-center/products/:productId/items/:itemUid',
    {
      schema: {
        tags: ['editor'],
        summary: 'Delete a custom item',
        params: itemParamsSchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.deleteItem(
        scope,
        actor,
        await editor.productIdOf(scope, request.params.productId),
        request.params.itemUid,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/trust-center/products/:productId/items/:itemUid/files',
    {
      schema: {
        tags: ['editor'],
        summary: 'Link a library document to an item',
        params: itemParamsSchema,
        body: linkFileBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.linkFile(
        scope,
        actor,
        await editor.productIdOf(scope, request.params.productId),
        request.params.itemUid,
        request.body.fileId,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/trust-center/products/:productId/items/:itemUid/files/:fileId',
    {
      schema: {
        tags: ['editor'],
        summary: 'Unlink a document from an item',
        params: itemFileParamsSchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await editor.unlinkFile(
        scope,
        actor,
        await editor.productIdOf(scope, request.params.productId),
        request.params.itemUid,
        request.params.fileId,
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/trust-center/items/:itemUid/slug',
    {
      schema: {
        tags: ['editor'],
        summary: 'Set the custom URL slug of an item',
        params: itemUidParamsSchema,
        body: slugBodySchema,
        response: { 200: slugBodySchema, ...errors },
      },
      preHandler: staff,
    },
    async (request) => {
      const { scope, actor } = who(request);
      return editor.setSlug(scope, actor, request.params.itemUid, request.body.slug);
    },
  );

  /** Card icons and certification logos are portal images: they also need assets:edit. */
  const iconEditor = [staff, requireStaff('assets:edit')];
  app.put(
    '/api/trust-center/products/:productId/cards/:kind/icon',
    {
      schema: {
        tags: ['editor'],
        summary: 'Upload a custom card icon (multipart; png, jpeg or svg, at most 1 MB)',
        consumes: ['multipart/form-data'],
        params: cardParamsSchema,
        response: { ...noContent, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
      },
      preHandler: iconEditor,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      const part = await filePart(request, 'icon', EDITOR_MESSAGES.iconRequired);
      await icons.upload(scope, actor, request.params.productId, request.params.kind, part);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/trust-center/products/:productId/cards/:kind/icon',
    {
      schema: {
        tags: ['editor'],
        summary: 'Reset a card icon to the default',
        params: cardParamsSchema,
        response: noContent,
      },
      preHandler: iconEditor,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await icons.reset(scope, actor, request.params.productId, request.params.kind);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/trust-center/products/:productId/items/:itemUid/logo',
    {
      schema: {
        tags: ['editor'],
        summary:
          "Upload a certification's own logo (multipart; png, jpeg or svg, at most 1 MB); it replaces the built-in mark",
        consumes: ['multipart/form-data'],
        params: itemParamsSchema,
        response: { ...noContent, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
      },
      preHandler: iconEditor,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      const productId = await editor.productIdOf(scope, request.params.productId);
      const part = await filePart(request, 'logo', EDITOR_MESSAGES.logoRequired);
      await logos.upload(scope, actor, productId, request.params.itemUid, part);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/trust-center/products/:productId/items/:itemUid/logo',
    {
      schema: {
        tags: ['editor'],
        summary: "Remove a certification's uploaded logo; the built-in mark shows again",
        params: itemParamsSchema,
        response: noContent,
      },
      preHandler: iconEditor,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await logos.remove(
        scope,
        actor,
        await editor.productIdOf(scope, request.params.productId),
        request.params.itemUid,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/trust-center/audit',
    {
      schema: {
        tags: ['editor'],
        summary: 'Recent changes: who, what, before and after, when',
        response: { 200: auditLogResponseSchema, ...errors },
      },
      preHandler: requireStaff('statuspage:edit', 'settings:manage'),
    },
    async (request) => editor.auditLog({ orgId: request.staffOrg.id }),
  );
};
