import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { AffiliateCode } from './affiliates.schemas';

export const getAffiliateCode = defineRoute({
  method: 'get',
  path: '/api/admin/affiliate-code',
  operationId: 'getAffiliateCode',
  tags: ['Affiliates'],
  summary: 'My affiliate code and link',
  description:
    "The signed-in user's affiliate code and a link to the site carrying it, for the affiliate portal and for `data-pentas-ref` on the buy widget. " +
    'The code is made on the first call and stays the same ever after (concurrent first calls agree). ' +
    'For resellers, organizers (to earn on their own widgets and links) and admins: the `affiliate-links` permission. ' +
    "Anyone else: 403 'You need reseller or admin access to view this page'. " +
    "A checkout that sends the code as `affiliateCode` records it on the order; the owner's own purchases are never credited.",
  security: cookieAuth,
  responses: {
    200: jsonContent(AffiliateCode, 'The code and the link', {
      affiliateCode: 'PNT-7Q2K9XW4DM',
      affiliateUrl: 'https://pentas.example/?ref=PNT-7Q2K9XW4DM',
    }),
    ...problems(401, 403),
  },
});
