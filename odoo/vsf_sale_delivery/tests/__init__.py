# -*- coding: utf-8 -*-
from . import test_delivery_status
from . import test_order_deliveries
