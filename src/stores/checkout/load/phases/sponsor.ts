import type { Sponsor } from '~/api/account/user-schema';
import { HttpError } from '~/api/errors';
import { getAccountInfos } from '~/api/sponsor/account-infos';
import { readParam } from '~/domain/flow-params';
import { readHashReferral, resolveAid, showsSponsor } from '~/domain/sponsor-aid';
import { $aid, $sponsor } from '../../session';
import { CONTINUE, logSwallowed, readCookie, type LoadContext, type Phase } from './context';

/** Name of the cookie carrying the referral account id (the spec does not name it). */
export const AID_COOKIE = 'aid';

function setSponsor(aid: string, sponsor: Sponsor | null): void {
  $aid.set(aid);
  $sponsor.set(sponsor);
}

async function lookUp(ctx: LoadContext, aid: string, sd: string | null): Promise<Sponsor | null> {
  try {
    const infos = await getAccountInfos(aid);
    return { aid: infos.id, name: infos.name, avatar: infos.avatar, subdomain: infos.subdomain ?? sd, receivement_gateways: null };
  } catch (error) {
    // An unknown aid is a referral link gone stale: the purchase is direct. Other failures stop the load, so a
    // passing network fault cannot move a referred sale to the company.
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    await logSwallowed(ctx, `sponsor ${aid} lookup`, error);
    return null;
  }
}

/**
 * "Look up the sponsor account" (part 1 §1, §4, §6): aid from the URL, hash, cookie or the user's parent, else
 * the company. $sponsor stays null for the company itself (its block is hidden) and for an unknown aid.
 */
export const sponsorPhase: Phase = async (ctx) => {
  const { companyAid } = ctx.input;
  const hash = readHashReferral(ctx.input.hash);
  const parent = ctx.user?.parent ?? null;
  const aid = resolveAid({
    fromUrl: readParam(ctx.params, 'aid'),
    fromHash: hash.aid,
    fromCookie: readCookie(ctx.input.cookies, AID_COOKIE),
    fromUserParent: parent?.aid ?? null,
    companyAid,
  });
  if (!showsSponsor(aid, companyAid)) {
    setSponsor(companyAid, null);
    return CONTINUE;
  }
  if (parent !== null && parent.aid === aid) {
    setSponsor(aid, parent);
    return CONTINUE;
  }
  const sponsor = await lookUp(ctx, aid, readParam(ctx.params, 'sd') ?? hash.sd);
  setSponsor(sponsor ? aid : companyAid, sponsor);
  return CONTINUE;
};
