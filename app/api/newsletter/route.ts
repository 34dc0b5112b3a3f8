import { newsletterRoute } from '@/lib/auth/auth-routes.server';

export const POST = newsletterRoute;
