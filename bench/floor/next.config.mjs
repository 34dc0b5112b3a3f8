// The floor app: the smallest App Router app on the shop's own next/react, built in the same
// bench run so the shop's figures can be read as "floor + delta". Same cache settings as the shop.
const nextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
