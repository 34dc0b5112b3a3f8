# -*- coding: utf-8 -*-
from . import res_users
