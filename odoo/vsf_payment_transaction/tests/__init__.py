# -*- coding: utf-8 -*-
from . import test_make_payment
from . import test_mollie
from . import test_access
from . import test_transaction_model
