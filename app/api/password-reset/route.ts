import { newPasswordRoute, resetRequestRoute } from '@/lib/auth/auth-routes.server';

/** Ask for a reset link (POST); set a new password with its token (PUT). */
export const POST = resetRequestRoute;
export const PUT = newPasswordRoute;
