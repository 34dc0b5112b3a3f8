# -*- coding: utf-8 -*-
from . import test_invoices
from . import test_payment_state
