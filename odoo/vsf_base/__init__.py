# -*- coding: utf-8 -*-
from . import controllers
from . import models
from . import schema
