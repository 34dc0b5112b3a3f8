/** The largest value of Odoo's GraphQL Int, and so of a record id (a PostgreSQL integer). */
export const MAX_ODOO_ID = 2_147_483_647;
