# -*- coding: utf-8 -*-
from . import product_template
from . import res_partner
from . import res_users
from . import sale_order
from . import website_catalog
