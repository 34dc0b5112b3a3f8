# -*- coding: utf-8 -*-
from . import delivery_carrier
from . import payment_acquirer
