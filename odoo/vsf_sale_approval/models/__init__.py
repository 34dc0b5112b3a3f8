# -*- coding: utf-8 -*-
from . import payment_transaction
from . import res_partner
from . import sale_order
from . import tier_definition
