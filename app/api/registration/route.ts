import { registerRoute } from '@/lib/auth/auth-routes.server';

export const POST = registerRoute;
