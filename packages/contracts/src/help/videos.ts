import { z } from 'zod';

/**
 * One help video (spec 03 §1): the browser stores `url` under the key `${detailId}_VIDEO`
 * (CERTIFICATE_VIDEO, VOUCHER_VIDEO, …) and each screen title links to it.
 */
export const ZHelpVideo = z.object({
  detailId: z.string(),
  /** The route the video explains, e.g. "/Certificate". */
  screen: z.string(),
  description: z.string(),
  url: z.string(),
});
export type THelpVideo = z.infer<typeof ZHelpVideo>;

/** GET /api/help/videos: every video with a token; without one, only the public screens' videos. */
export const ZHelpVideosResponse = z.array(ZHelpVideo);
export type THelpVideosResponse = z.infer<typeof ZHelpVideosResponse>;
