# -*- coding: utf-8 -*-
from . import punchout_buyer
from . import punchout_session
from . import sale_order
from . import payment_transaction
from . import payment_acquirer
from . import sale_coupon_apply_code
from . import product_template
