# -*- coding: utf-8 -*-
from . import payment_transaction
from . import portal_wizard
from . import res_partner
from . import res_users
from . import sale_order
