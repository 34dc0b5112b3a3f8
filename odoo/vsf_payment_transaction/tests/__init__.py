# -*- coding: utf-8 -*-
from . import test_make_payment
from . import test_mollie
from . import test_access
from . import test_transaction_model
from . import test_odoo15_faults
from . import test_adyen_payment_link
