import { z } from '@hono/zod-openapi';

export const AffiliateCode = z
  .object({
    affiliateCode: z.string().openapi({
      description: "The user's code: 'PNT-' and 10 random Crockford base32 characters. Created once, never changes.",
      example: 'PNT-7Q2K9XW4DM',
    }),
    affiliateUrl: z.string().openapi({
      description: "The site's home page with `?ref=CODE`; the code works on any page of the site",
      example: 'https://pentas.example/?ref=PNT-7Q2K9XW4DM',
    }),
  })
  .openapi('AffiliateCode');
