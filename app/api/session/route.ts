import { logInRoute, logOutRoute } from '@/lib/auth/auth-routes.server';

/** Sign in (POST) and sign out (DELETE); see lib/auth/auth-routes.server.ts. */
export const POST = logInRoute;
export const DELETE = logOutRoute;
