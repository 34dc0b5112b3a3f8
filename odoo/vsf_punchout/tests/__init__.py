# -*- coding: utf-8 -*-
from . import test_punchout_buyer
from . import test_punchout_setup
from . import test_punchout_start
from . import test_punchout_login
from . import test_punchout_transfer
from . import test_product_codes
