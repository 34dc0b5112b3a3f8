export function graphiqlPage(): string {
  return '<!doctype html><title>GraphiQL</title>';
}
