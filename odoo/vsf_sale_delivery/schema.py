# -*- coding: utf-8 -*-
import graphene

from odoo import fields
from odoo.exceptions import AccessError
from odoo.tools import DEFAULT_SERVER_DATETIME_FORMAT

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.objects import Invoice, Order
from odoo.addons.vsf_base.extension import SchemaExtension

DELIVERY_STATUS_TEXTS = {
    'pending': 'Nothing done yet.',
    'started': 'A first step of a multi-step route is done (picked, packed); nothing has left.',
    'partial': 'Part of the order has left the warehouse.',
    'full': 'Every picking is done (or cancelled).',
}


class OrderDeliveryStatus(graphene.Enum):
    """How far an order's pickings are (Odoo 17 sale.order.delivery_status: pending, started,
    partial, full)."""

    Pending = 'pending'
    Started = 'started'
    Partial = 'partial'
    Full = 'full'

    @property
    def description(self):
        return DELIVERY_STATUS_TEXTS.get(self.value)


class DeliveryState(graphene.Enum):
    """stock.picking state: draft, waiting (another operation), confirmed (waiting for stock),
    assigned (ready), done, cancel."""

    Draft = 'draft'
    Waiting = 'waiting'
    Confirmed = 'confirmed'
    Assigned = 'assigned'
    Done = 'done'
    Cancelled = 'cancel'


def odoo_datetime(record, value):
    """A datetime as the storefront reads Odoo's: 'YYYY-MM-DD HH:MM:SS' in the customer's time
    zone (graphql_base converts datetimes the same way, but keeps the UTC offset)."""
    if not value:
        return None
    return fields.Datetime.context_timestamp(record, value).strftime(DEFAULT_SERVER_DATETIME_FORMAT)


class OrderDelivery(OdooObjectType):
    """An outgoing picking of the order (to the customer)."""

    id = graphene.Int(required=True)
    name = graphene.String(description='Picking reference, e.g. WH/OUT/00012.')
    state = DeliveryState()
    is_backorder = graphene.Boolean(
        description='The rest of an earlier, partly shipped picking (backorder_id is set).')
    scheduled_date = graphene.String()
    date_done = graphene.String(description='When it left the warehouse (date_done).')
    date_delivered = graphene.String(
        description='When the carrier reported it delivered (OCA delivery_state date_delivered).')
    tracking_reference = graphene.String(
        description="The carrier's parcel number (carrier_tracking_ref).")
    tracking_url = graphene.String(description="The carrier's tracking page (carrier_tracking_url).")
    serial_numbers = graphene.List(
        graphene.NonNull(graphene.String),
        description='Lot and serial numbers of the goods it carried (stock.move.line lot_id).')

    def resolve_is_backorder(self, info):
        return bool(self.backorder_id)

    def resolve_scheduled_date(self, info):
        return odoo_datetime(self, self.scheduled_date)

    def resolve_date_done(self, info):
        return odoo_datetime(self, self.date_done)

    def resolve_date_delivered(self, info):
        return odoo_datetime(self, self.date_delivered)

    def resolve_tracking_reference(self, info):
        return self.carrier_tracking_ref or None

    def resolve_tracking_url(self, info):
        return self._vsf_tracking_url()

    def resolve_serial_numbers(self, info):
        return self._vsf_serial_numbers()


def readable_order(order, info):
    """The order as superuser when the caller may read it, else an empty recordset.

    graphql_vuestorefront hands its orders out as superuser, after checking them against sale's
    portal rule. The pickings and invoices are read from the order, so the order is checked
    again as the caller, whichever way it reached this field."""
    as_caller = info.context['env']['sale.order'].browse(order.id)
    try:
        as_caller.check_access_rights('read')
        as_caller.check_access_rule('read')
    except AccessError:
        return order.browse()
    return order.sudo()


def resolve_delivery_status(order, info):
    order = readable_order(order, info)
    return (order._vsf_delivery_status() or None) if order else None


def resolve_deliveries(order, info):
    order = readable_order(order, info)
    return order._vsf_deliveries() if order else []


def resolve_invoices(order, info):
    """The order's invoices and credit notes the caller may read (account's portal rule), first
    invoiced first, drafts last; as superuser afterwards, as graphql_vuestorefront's invoices."""
    order = readable_order(order, info)
    Move = info.context['env']['account.move']
    if not order or not Move.check_access_rights('read', raise_exception=False):
        return []
    return Move.search([('id', 'in', order.invoice_ids.ids)], order='invoice_date, id').sudo()


SchemaExtension(
    __name__,
    fields={
        Order: {
            'delivery_status': graphene.Field(OrderDeliveryStatus, resolver=resolve_delivery_status),
            'deliveries': graphene.List(
                graphene.NonNull(OrderDelivery), resolver=resolve_deliveries,
                description='Outgoing pickings, oldest first.'),
            'invoices': graphene.List(
                graphene.NonNull(Invoice), resolver=resolve_invoices,
                description="The order's invoices and credit notes (invoice_ids)."),
        },
    },
)
