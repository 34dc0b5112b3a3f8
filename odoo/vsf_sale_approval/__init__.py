# -*- coding: utf-8 -*-
from . import models
from . import schema
