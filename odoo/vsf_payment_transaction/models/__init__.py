# -*- coding: utf-8 -*-
from . import vsf_payment_method
from . import payment_acquirer
from . import payment_transaction
