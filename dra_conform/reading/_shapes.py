"""Shape checkers generated ahead of time from the shipped schemas by tools/compile_shapes.py:
reading.shape.compile_schema runs the code of one, with the names it calls, when it generates
the same source (see there). Do not edit; run python tools/compile_shapes.py after changing a
schema or the generator."""
# ruff: noqa
# mypy: ignore-errors


def check_0(value):
    errors = []
    unknown = []
    if value is not None:
        if type(value) is not dict:
            errors.append(((), 'json: cannot unmarshal {} into Go struct field DeviceMetadata. of type '.format(go_kind(value))))
        else:
            for key1, item2 in value.items():
                if key1 == 'apiVersion':
                    pass
                elif key1 == 'kind':
                    pass
                elif key1 == 'metadata':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.metadata of type v1.ObjectMeta'.format(go_kind(item2))))
                        else:
                            for key3, item4 in item2.items():
                                if key3 == 'name':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.name of type string'.format(go_kind(item4))))
                                elif key3 == 'generateName':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generateName of type string'.format(go_kind(item4))))
                                elif key3 == 'namespace':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.namespace of type string'.format(go_kind(item4))))
                                elif key3 == 'selfLink':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.selfLink of type string'.format(go_kind(item4))))
                                elif key3 == 'uid':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.uid of type types.UID'.format(go_kind(item4))))
                                elif key3 == 'resourceVersion':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.resourceVersion of type string'.format(go_kind(item4))))
                                elif key3 == 'generation':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format(go_kind(item4))))
                                elif key3 == 'creationTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.creationTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionGracePeriodSeconds':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format(go_kind(item4))))
                                elif key3 == 'labels':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key5, item6 in item4.items():
                                                if True:
                                                    if item6 is not None:
                                                        if type(item6) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key5,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type string'.format(go_kind(item6))))
                                elif key3 == 'annotations':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key7, item8 in item4.items():
                                                if True:
                                                    if item8 is not None:
                                                        if type(item8) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key7,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type string'.format(go_kind(item8))))
                                elif key3 == 'ownerReferences':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type []v1.OwnerReference'.format(go_kind(item4))))
                                        else:
                                            def together_26(values):
                                                kinds11 = set(map(type, values))
                                                if not kinds11 <= _DICTS: return False
                                                maps12 = list(filter(None, values)) if _NONE in kinds11 else values
                                                keys13 = set().union(*maps12)
                                                if not keys13 <= {'apiVersion', 'blockOwnerDeletion', 'controller', 'kind', 'name', 'uid'}: return False
                                                if 'apiVersion' in keys13:
                                                    field14 = list(map(_get, maps12, repeat('apiVersion')))
                                                    kinds15 = set(map(type, field14))
                                                    if not kinds15 <= _STRINGS: return False
                                                if 'kind' in keys13:
                                                    field16 = list(map(_get, maps12, repeat('kind')))
                                                    kinds17 = set(map(type, field16))
                                                    if not kinds17 <= _STRINGS: return False
                                                if 'name' in keys13:
                                                    field18 = list(map(_get, maps12, repeat('name')))
                                                    kinds19 = set(map(type, field18))
                                                    if not kinds19 <= _STRINGS: return False
                                                if 'uid' in keys13:
                                                    field20 = list(map(_get, maps12, repeat('uid')))
                                                    kinds21 = set(map(type, field20))
                                                    if not kinds21 <= _STRINGS: return False
                                                if 'controller' in keys13:
                                                    field22 = list(map(_get, maps12, repeat('controller')))
                                                    if not set(map(type, field22)) <= _BOOLS: return False
                                                if 'blockOwnerDeletion' in keys13:
                                                    field24 = list(map(_get, maps12, repeat('blockOwnerDeletion')))
                                                    if not set(map(type, field24)) <= _BOOLS: return False
                                                return True
                                            if len(item4) < 8 or not together_26(item4):
                                                for i10, item9 in enumerate(item4):
                                                    if item9 is not None:
                                                        if type(item9) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                        else:
                                                            for key27, item28 in item9.items():
                                                                if key27 == 'apiVersion':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item28))))
                                                                elif key27 == 'kind':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item28))))
                                                                elif key27 == 'name':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item28))))
                                                                elif key27 == 'uid':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item28))))
                                                                elif key27 == 'controller':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item28))))
                                                                elif key27 == 'blockOwnerDeletion':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item28))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i10,) + (key27,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            def together_32(values):
                                                kinds31 = set(map(type, values))
                                                if not kinds31 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_32(item4):
                                                for i30, item29 in enumerate(item4):
                                                    if item29 is not None:
                                                        if type(item29) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (i30,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item29))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            def together_53(values):
                                                kinds35 = set(map(type, values))
                                                if not kinds35 <= _DICTS: return False
                                                maps36 = list(filter(None, values)) if _NONE in kinds35 else values
                                                keys37 = set().union(*maps36)
                                                if not keys37 <= {'apiVersion', 'fieldsType', 'fieldsV1', 'manager', 'operation', 'subresource', 'time'}: return False
                                                if 'manager' in keys37:
                                                    field38 = list(map(_get, maps36, repeat('manager')))
                                                    kinds39 = set(map(type, field38))
                                                    if not kinds39 <= _STRINGS: return False
                                                if 'operation' in keys37:
                                                    field40 = list(map(_get, maps36, repeat('operation')))
                                                    kinds41 = set(map(type, field40))
                                                    if not kinds41 <= _STRINGS: return False
                                                if 'apiVersion' in keys37:
                                                    field42 = list(map(_get, maps36, repeat('apiVersion')))
                                                    kinds43 = set(map(type, field42))
                                                    if not kinds43 <= _STRINGS: return False
                                                if 'time' in keys37:
                                                    field44 = list(map(_get, maps36, repeat('time')))
                                                    kinds45 = set(map(type, field44))
                                                    if not kinds45 <= _STRINGS: return False
                                                    if not all(map(_valid_time, set(field44) - {None})): return False
                                                if 'fieldsType' in keys37:
                                                    field46 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds47 = set(map(type, field46))
                                                    if not kinds47 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field48 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds49 = set(map(type, field48))
                                                    if not kinds49 <= _DICTS: return False
                                                    maps50 = list(filter(None, field48)) if _NONE in kinds49 else field48
                                                if 'subresource' in keys37:
                                                    field51 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds52 = set(map(type, field51))
                                                    if not kinds52 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_53(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key54, item55 in item33.items():
                                                                if key54 == 'manager':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item55))))
                                                                elif key54 == 'operation':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item55))))
                                                                elif key54 == 'apiVersion':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item55))))
                                                                elif key54 == 'time':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item55))))
                                                                        elif not _valid_time(item55):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'parsing time "' + item55 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key54 == 'fieldsType':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item55))))
                                                                elif key54 == 'fieldsV1':
                                                                    if item55 is not None:
                                                                        if type(item55) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item55))))
                                                                        else:
                                                                            for key56, item57 in item55.items():
                                                                                pass
                                                                elif key54 == 'subresource':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item55))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key54,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'podClaimName':
                    if item2 is not None:
                        if type(item2) is not str:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.podClaimName of type string'.format(go_kind(item2))))
                elif key1 == 'requests':
                    if item2 is not None:
                        if type(item2) is not list:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type []v1alpha1.DeviceMetadataRequest'.format(go_kind(item2))))
                        else:
                            def together_122(values):
                                kinds60 = set(map(type, values))
                                if not kinds60 <= _DICTS: return False
                                maps61 = list(filter(None, values)) if _NONE in kinds60 else values
                                keys62 = set().union(*maps61)
                                if not keys62 <= {'devices', 'name'}: return False
                                if 'name' in keys62:
                                    field63 = list(map(_get, maps61, repeat('name')))
                                    kinds64 = set(map(type, field63))
                                    if not kinds64 <= _STRINGS: return False
                                if 'devices' in keys62:
                                    field65 = list(map(_get, maps61, repeat('devices')))
                                    kinds66 = set(map(type, field65))
                                    if not kinds66 <= _LISTS: return False
                                    items67 = list(chain.from_iterable(filter(None, field65)))
                                    kinds68 = set(map(type, items67))
                                    if not kinds68 <= _DICTS: return False
                                    maps69 = list(filter(None, items67)) if _NONE in kinds68 else items67
                                    keys70 = set().union(*maps69)
                                    if not keys70 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                    if 'driver' in keys70:
                                        field71 = list(map(_get, maps69, repeat('driver')))
                                        kinds72 = set(map(type, field71))
                                        if not kinds72 <= _STRINGS: return False
                                    if 'pool' in keys70:
                                        field73 = list(map(_get, maps69, repeat('pool')))
                                        kinds74 = set(map(type, field73))
                                        if not kinds74 <= _STRINGS: return False
                                    if 'name' in keys70:
                                        field75 = list(map(_get, maps69, repeat('name')))
                                        kinds76 = set(map(type, field75))
                                        if not kinds76 <= _STRINGS: return False
                                    if 'attributes' in keys70:
                                        field77 = list(map(_get, maps69, repeat('attributes')))
                                        kinds78 = set(map(type, field77))
                                        if not kinds78 <= _DICTS: return False
                                        maps79 = list(filter(None, field77)) if _NONE in kinds78 else field77
                                        members80 = list(chain.from_iterable(map(dict.values, maps79)))
                                        kinds81 = set(map(type, members80))
                                        if not kinds81 <= _DICTS: return False
                                        maps82 = list(filter(None, members80)) if _NONE in kinds81 else members80
                                        keys83 = set().union(*maps82)
                                        if not keys83 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                        if 'int' in keys83:
                                            field84 = list(map(_get, maps82, repeat('int')))
                                            kinds85 = set(map(type, field84))
                                            if not kinds85 <= _INTS: return False
                                            numbers86 = list(_present(field84)) if _NONE in kinds85 else field84
                                            if numbers86 and (min(numbers86) < INT64_MIN or max(numbers86) > INT64_MAX): return False
                                        if 'bool' in keys83:
                                            field87 = list(map(_get, maps82, repeat('bool')))
                                            if not set(map(type, field87)) <= _BOOLS: return False
                                        if 'string' in keys83:
                                            field89 = list(map(_get, maps82, repeat('string')))
                                            kinds90 = set(map(type, field89))
                                            if not kinds90 <= _STRINGS: return False
                                        if 'version' in keys83:
                                            field91 = list(map(_get, maps82, repeat('version')))
                                            kinds92 = set(map(type, field91))
                                            if not kinds92 <= _STRINGS: return False
                                        if 'ints' in keys83:
                                            field93 = list(map(_get, maps82, repeat('ints')))
                                            kinds94 = set(map(type, field93))
                                            if not kinds94 <= _LISTS: return False
                                            items95 = list(chain.from_iterable(filter(None, field93)))
                                            kinds96 = set(map(type, items95))
                                            if not kinds96 <= _INTS: return False
                                            numbers97 = list(_present(items95)) if _NONE in kinds96 else items95
                                            if numbers97 and (min(numbers97) < INT64_MIN or max(numbers97) > INT64_MAX): return False
                                        if 'bools' in keys83:
                                            field98 = list(map(_get, maps82, repeat('bools')))
                                            kinds99 = set(map(type, field98))
                                            if not kinds99 <= _LISTS: return False
                                            items100 = list(chain.from_iterable(filter(None, field98)))
                                            if not set(map(type, items100)) <= _BOOLS: return False
                                        if 'strings' in keys83:
                                            field102 = list(map(_get, maps82, repeat('strings')))
                                            kinds103 = set(map(type, field102))
                                            if not kinds103 <= _LISTS: return False
                                            items104 = list(chain.from_iterable(filter(None, field102)))
                                            kinds105 = set(map(type, items104))
                                            if not kinds105 <= _STRINGS: return False
                                        if 'versions' in keys83:
                                            field106 = list(map(_get, maps82, repeat('versions')))
                                            kinds107 = set(map(type, field106))
                                            if not kinds107 <= _LISTS: return False
                                            items108 = list(chain.from_iterable(filter(None, field106)))
                                            kinds109 = set(map(type, items108))
                                            if not kinds109 <= _STRINGS: return False
                                    if 'networkData' in keys70:
                                        field110 = list(map(_get, maps69, repeat('networkData')))
                                        kinds111 = set(map(type, field110))
                                        if not kinds111 <= _DICTS: return False
                                        maps112 = list(filter(None, field110)) if _NONE in kinds111 else field110
                                        keys113 = set().union(*maps112)
                                        if not keys113 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                        if 'interfaceName' in keys113:
                                            field114 = list(map(_get, maps112, repeat('interfaceName')))
                                            kinds115 = set(map(type, field114))
                                            if not kinds115 <= _STRINGS: return False
                                        if 'ips' in keys113:
                                            field116 = list(map(_get, maps112, repeat('ips')))
                                            kinds117 = set(map(type, field116))
                                            if not kinds117 <= _LISTS: return False
                                            items118 = list(chain.from_iterable(filter(None, field116)))
                                            kinds119 = set(map(type, items118))
                                            if not kinds119 <= _STRINGS: return False
                                        if 'hardwareAddress' in keys113:
                                            field120 = list(map(_get, maps112, repeat('hardwareAddress')))
                                            kinds121 = set(map(type, field120))
                                            if not kinds121 <= _STRINGS: return False
                                return True
                            if len(item2) < 8 or not together_122(item2):
                                for i59, item58 in enumerate(item2):
                                    if item58 is not None:
                                        if type(item58) is not dict:
                                            errors.append((() + (key1,) + (i59,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type v1alpha1.DeviceMetadataRequest'.format(go_kind(item58))))
                                        else:
                                            for key123, item124 in item58.items():
                                                if key123 == 'name':
                                                    if item124 is not None:
                                                        if type(item124) is not str:
                                                            errors.append((() + (key1,) + (i59,) + (key123,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.name of type string'.format(go_kind(item124))))
                                                elif key123 == 'devices':
                                                    if item124 is not None:
                                                        if type(item124) is not list:
                                                            errors.append((() + (key1,) + (i59,) + (key123,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type []v1alpha1.Device'.format(go_kind(item124))))
                                                        else:
                                                            def together_181(values):
                                                                kinds127 = set(map(type, values))
                                                                if not kinds127 <= _DICTS: return False
                                                                maps128 = list(filter(None, values)) if _NONE in kinds127 else values
                                                                keys129 = set().union(*maps128)
                                                                if not keys129 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                                                if 'driver' in keys129:
                                                                    field130 = list(map(_get, maps128, repeat('driver')))
                                                                    kinds131 = set(map(type, field130))
                                                                    if not kinds131 <= _STRINGS: return False
                                                                if 'pool' in keys129:
                                                                    field132 = list(map(_get, maps128, repeat('pool')))
                                                                    kinds133 = set(map(type, field132))
                                                                    if not kinds133 <= _STRINGS: return False
                                                                if 'name' in keys129:
                                                                    field134 = list(map(_get, maps128, repeat('name')))
                                                                    kinds135 = set(map(type, field134))
                                                                    if not kinds135 <= _STRINGS: return False
                                                                if 'attributes' in keys129:
                                                                    field136 = list(map(_get, maps128, repeat('attributes')))
                                                                    kinds137 = set(map(type, field136))
                                                                    if not kinds137 <= _DICTS: return False
                                                                    maps138 = list(filter(None, field136)) if _NONE in kinds137 else field136
                                                                    members139 = list(chain.from_iterable(map(dict.values, maps138)))
                                                                    kinds140 = set(map(type, members139))
                                                                    if not kinds140 <= _DICTS: return False
                                                                    maps141 = list(filter(None, members139)) if _NONE in kinds140 else members139
                                                                    keys142 = set().union(*maps141)
                                                                    if not keys142 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                                    if 'int' in keys142:
                                                                        field143 = list(map(_get, maps141, repeat('int')))
                                                                        kinds144 = set(map(type, field143))
                                                                        if not kinds144 <= _INTS: return False
                                                                        numbers145 = list(_present(field143)) if _NONE in kinds144 else field143
                                                                        if numbers145 and (min(numbers145) < INT64_MIN or max(numbers145) > INT64_MAX): return False
                                                                    if 'bool' in keys142:
                                                                        field146 = list(map(_get, maps141, repeat('bool')))
                                                                        if not set(map(type, field146)) <= _BOOLS: return False
                                                                    if 'string' in keys142:
                                                                        field148 = list(map(_get, maps141, repeat('string')))
                                                                        kinds149 = set(map(type, field148))
                                                                        if not kinds149 <= _STRINGS: return False
                                                                    if 'version' in keys142:
                                                                        field150 = list(map(_get, maps141, repeat('version')))
                                                                        kinds151 = set(map(type, field150))
                                                                        if not kinds151 <= _STRINGS: return False
                                                                    if 'ints' in keys142:
                                                                        field152 = list(map(_get, maps141, repeat('ints')))
                                                                        kinds153 = set(map(type, field152))
                                                                        if not kinds153 <= _LISTS: return False
                                                                        items154 = list(chain.from_iterable(filter(None, field152)))
                                                                        kinds155 = set(map(type, items154))
                                                                        if not kinds155 <= _INTS: return False
                                                                        numbers156 = list(_present(items154)) if _NONE in kinds155 else items154
                                                                        if numbers156 and (min(numbers156) < INT64_MIN or max(numbers156) > INT64_MAX): return False
                                                                    if 'bools' in keys142:
                                                                        field157 = list(map(_get, maps141, repeat('bools')))
                                                                        kinds158 = set(map(type, field157))
                                                                        if not kinds158 <= _LISTS: return False
                                                                        items159 = list(chain.from_iterable(filter(None, field157)))
                                                                        if not set(map(type, items159)) <= _BOOLS: return False
                                                                    if 'strings' in keys142:
                                                                        field161 = list(map(_get, maps141, repeat('strings')))
                                                                        kinds162 = set(map(type, field161))
                                                                        if not kinds162 <= _LISTS: return False
                                                                        items163 = list(chain.from_iterable(filter(None, field161)))
                                                                        kinds164 = set(map(type, items163))
                                                                        if not kinds164 <= _STRINGS: return False
                                                                    if 'versions' in keys142:
                                                                        field165 = list(map(_get, maps141, repeat('versions')))
                                                                        kinds166 = set(map(type, field165))
                                                                        if not kinds166 <= _LISTS: return False
                                                                        items167 = list(chain.from_iterable(filter(None, field165)))
                                                                        kinds168 = set(map(type, items167))
                                                                        if not kinds168 <= _STRINGS: return False
                                                                if 'networkData' in keys129:
                                                                    field169 = list(map(_get, maps128, repeat('networkData')))
                                                                    kinds170 = set(map(type, field169))
                                                                    if not kinds170 <= _DICTS: return False
                                                                    maps171 = list(filter(None, field169)) if _NONE in kinds170 else field169
                                                                    keys172 = set().union(*maps171)
                                                                    if not keys172 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                                                    if 'interfaceName' in keys172:
                                                                        field173 = list(map(_get, maps171, repeat('interfaceName')))
                                                                        kinds174 = set(map(type, field173))
                                                                        if not kinds174 <= _STRINGS: return False
                                                                    if 'ips' in keys172:
                                                                        field175 = list(map(_get, maps171, repeat('ips')))
                                                                        kinds176 = set(map(type, field175))
                                                                        if not kinds176 <= _LISTS: return False
                                                                        items177 = list(chain.from_iterable(filter(None, field175)))
                                                                        kinds178 = set(map(type, items177))
                                                                        if not kinds178 <= _STRINGS: return False
                                                                    if 'hardwareAddress' in keys172:
                                                                        field179 = list(map(_get, maps171, repeat('hardwareAddress')))
                                                                        kinds180 = set(map(type, field179))
                                                                        if not kinds180 <= _STRINGS: return False
                                                                return True
                                                            if len(item124) < 8 or not together_181(item124):
                                                                for i126, item125 in enumerate(item124):
                                                                    if item125 is not None:
                                                                        if type(item125) is not dict:
                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type v1alpha1.Device'.format(go_kind(item125))))
                                                                        else:
                                                                            for key182, item183 in item125.items():
                                                                                if key182 == 'driver':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not str:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.driver of type string'.format(go_kind(item183))))
                                                                                elif key182 == 'pool':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not str:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.pool of type string'.format(go_kind(item183))))
                                                                                elif key182 == 'name':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not str:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.name of type string'.format(go_kind(item183))))
                                                                                elif key182 == 'attributes':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not dict:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item183))))
                                                                                        else:
                                                                                            for key184, item185 in item183.items():
                                                                                                if True:
                                                                                                    if item185 is not None:
                                                                                                        if type(item185) is not dict:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item185))))
                                                                                                        else:
                                                                                                            for key186, item187 in item185.items():
                                                                                                                if key186 == 'int':
                                                                                                                    if item187 is not None and (type(item187) is not int or not INT64_MIN <= item187 <= INT64_MAX):
                                                                                                                        if type(item187) is int:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + str(item187))))
                                                                                                                        elif isinstance(item187, float):
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + _number_text(item187))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format(go_kind(item187))))
                                                                                                                elif key186 == 'bool':
                                                                                                                    if item187 is not None and type(item187) is not bool:
                                                                                                                        errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bool of type bool'.format(go_kind(item187))))
                                                                                                                elif key186 == 'string':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not str:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.string of type string'.format(go_kind(item187))))
                                                                                                                elif key186 == 'version':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not str:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.version of type string'.format(go_kind(item187))))
                                                                                                                elif key186 == 'ints':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type []int64'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_192(values):
                                                                                                                                kinds190 = set(map(type, values))
                                                                                                                                if not kinds190 <= _INTS: return False
                                                                                                                                numbers191 = list(_present(values)) if _NONE in kinds190 else values
                                                                                                                                if numbers191 and (min(numbers191) < INT64_MIN or max(numbers191) > INT64_MAX): return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_192(item187):
                                                                                                                                for i189, item188 in enumerate(item187):
                                                                                                                                    if item188 is not None and (type(item188) is not int or not INT64_MIN <= item188 <= INT64_MAX):
                                                                                                                                        if type(item188) is int:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i189,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + str(item188))))
                                                                                                                                        elif isinstance(item188, float):
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i189,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + _number_text(item188))))
                                                                                                                                        else:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i189,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format(go_kind(item188))))
                                                                                                                elif key186 == 'bools':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type []bool'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_196(values):
                                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_196(item187):
                                                                                                                                for i194, item193 in enumerate(item187):
                                                                                                                                    if item193 is not None and type(item193) is not bool:
                                                                                                                                        errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i194,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type bool'.format(go_kind(item193))))
                                                                                                                elif key186 == 'strings':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type []string'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_200(values):
                                                                                                                                kinds199 = set(map(type, values))
                                                                                                                                if not kinds199 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_200(item187):
                                                                                                                                for i198, item197 in enumerate(item187):
                                                                                                                                    if item197 is not None:
                                                                                                                                        if type(item197) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i198,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type string'.format(go_kind(item197))))
                                                                                                                elif key186 == 'versions':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type []string'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_204(values):
                                                                                                                                kinds203 = set(map(type, values))
                                                                                                                                if not kinds203 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_204(item187):
                                                                                                                                for i202, item201 in enumerate(item187):
                                                                                                                                    if item201 is not None:
                                                                                                                                        if type(item201) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i202,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type string'.format(go_kind(item201))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,))
                                                                                elif key182 == 'networkData':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not dict:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.networkData of type v1.NetworkDeviceData'.format(go_kind(item183))))
                                                                                        else:
                                                                                            for key205, item206 in item183.items():
                                                                                                if key205 == 'interfaceName':
                                                                                                    if item206 is not None:
                                                                                                        if type(item206) is not str:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.interfaceName of type string'.format(go_kind(item206))))
                                                                                                elif key205 == 'ips':
                                                                                                    if item206 is not None:
                                                                                                        if type(item206) is not list:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type []string'.format(go_kind(item206))))
                                                                                                        else:
                                                                                                            def together_210(values):
                                                                                                                kinds209 = set(map(type, values))
                                                                                                                if not kinds209 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item206) < 8 or not together_210(item206):
                                                                                                                for i208, item207 in enumerate(item206):
                                                                                                                    if item207 is not None:
                                                                                                                        if type(item207) is not str:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,) + (i208,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type string'.format(go_kind(item207))))
                                                                                                elif key205 == 'hardwareAddress':
                                                                                                    if item206 is not None:
                                                                                                        if type(item206) is not str:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.hardwareAddress of type string'.format(go_kind(item206))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,))
                                                else:
                                                    unknown.append(() + (key1,) + (i59,) + (key123,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown


def check_1(value):
    errors = []
    unknown = []
    if value is not None:
        if type(value) is not dict:
            errors.append(((), 'json: cannot unmarshal {} into Go struct field DeviceMetadata. of type '.format(go_kind(value))))
        else:
            for key1, item2 in value.items():
                if key1 == 'apiVersion':
                    pass
                elif key1 == 'kind':
                    pass
                elif key1 == 'metadata':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.metadata of type v1.ObjectMeta'.format(go_kind(item2))))
                        else:
                            for key3, item4 in item2.items():
                                if key3 == 'name':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.name of type string'.format(go_kind(item4))))
                                elif key3 == 'generateName':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generateName of type string'.format(go_kind(item4))))
                                elif key3 == 'namespace':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.namespace of type string'.format(go_kind(item4))))
                                elif key3 == 'selfLink':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.selfLink of type string'.format(go_kind(item4))))
                                elif key3 == 'uid':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.uid of type types.UID'.format(go_kind(item4))))
                                elif key3 == 'resourceVersion':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.resourceVersion of type string'.format(go_kind(item4))))
                                elif key3 == 'generation':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format(go_kind(item4))))
                                elif key3 == 'creationTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.creationTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionGracePeriodSeconds':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format(go_kind(item4))))
                                elif key3 == 'labels':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key5, item6 in item4.items():
                                                if True:
                                                    if item6 is not None:
                                                        if type(item6) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key5,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type string'.format(go_kind(item6))))
                                elif key3 == 'annotations':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key7, item8 in item4.items():
                                                if True:
                                                    if item8 is not None:
                                                        if type(item8) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key7,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type string'.format(go_kind(item8))))
                                elif key3 == 'ownerReferences':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type []v1.OwnerReference'.format(go_kind(item4))))
                                        else:
                                            def together_26(values):
                                                kinds11 = set(map(type, values))
                                                if not kinds11 <= _DICTS: return False
                                                maps12 = list(filter(None, values)) if _NONE in kinds11 else values
                                                keys13 = set().union(*maps12)
                                                if not keys13 <= {'apiVersion', 'blockOwnerDeletion', 'controller', 'kind', 'name', 'uid'}: return False
                                                if 'apiVersion' in keys13:
                                                    field14 = list(map(_get, maps12, repeat('apiVersion')))
                                                    kinds15 = set(map(type, field14))
                                                    if not kinds15 <= _STRINGS: return False
                                                if 'kind' in keys13:
                                                    field16 = list(map(_get, maps12, repeat('kind')))
                                                    kinds17 = set(map(type, field16))
                                                    if not kinds17 <= _STRINGS: return False
                                                if 'name' in keys13:
                                                    field18 = list(map(_get, maps12, repeat('name')))
                                                    kinds19 = set(map(type, field18))
                                                    if not kinds19 <= _STRINGS: return False
                                                if 'uid' in keys13:
                                                    field20 = list(map(_get, maps12, repeat('uid')))
                                                    kinds21 = set(map(type, field20))
                                                    if not kinds21 <= _STRINGS: return False
                                                if 'controller' in keys13:
                                                    field22 = list(map(_get, maps12, repeat('controller')))
                                                    if not set(map(type, field22)) <= _BOOLS: return False
                                                if 'blockOwnerDeletion' in keys13:
                                                    field24 = list(map(_get, maps12, repeat('blockOwnerDeletion')))
                                                    if not set(map(type, field24)) <= _BOOLS: return False
                                                return True
                                            if len(item4) < 8 or not together_26(item4):
                                                for i10, item9 in enumerate(item4):
                                                    if item9 is not None:
                                                        if type(item9) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                        else:
                                                            for key27, item28 in item9.items():
                                                                if key27 == 'apiVersion':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item28))))
                                                                elif key27 == 'kind':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item28))))
                                                                elif key27 == 'name':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item28))))
                                                                elif key27 == 'uid':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item28))))
                                                                elif key27 == 'controller':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item28))))
                                                                elif key27 == 'blockOwnerDeletion':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item28))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i10,) + (key27,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            def together_32(values):
                                                kinds31 = set(map(type, values))
                                                if not kinds31 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_32(item4):
                                                for i30, item29 in enumerate(item4):
                                                    if item29 is not None:
                                                        if type(item29) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (i30,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item29))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            def together_53(values):
                                                kinds35 = set(map(type, values))
                                                if not kinds35 <= _DICTS: return False
                                                maps36 = list(filter(None, values)) if _NONE in kinds35 else values
                                                keys37 = set().union(*maps36)
                                                if not keys37 <= {'apiVersion', 'fieldsType', 'fieldsV1', 'manager', 'operation', 'subresource', 'time'}: return False
                                                if 'manager' in keys37:
                                                    field38 = list(map(_get, maps36, repeat('manager')))
                                                    kinds39 = set(map(type, field38))
                                                    if not kinds39 <= _STRINGS: return False
                                                if 'operation' in keys37:
                                                    field40 = list(map(_get, maps36, repeat('operation')))
                                                    kinds41 = set(map(type, field40))
                                                    if not kinds41 <= _STRINGS: return False
                                                if 'apiVersion' in keys37:
                                                    field42 = list(map(_get, maps36, repeat('apiVersion')))
                                                    kinds43 = set(map(type, field42))
                                                    if not kinds43 <= _STRINGS: return False
                                                if 'time' in keys37:
                                                    field44 = list(map(_get, maps36, repeat('time')))
                                                    kinds45 = set(map(type, field44))
                                                    if not kinds45 <= _STRINGS: return False
                                                    if not all(map(_valid_time, set(field44) - {None})): return False
                                                if 'fieldsType' in keys37:
                                                    field46 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds47 = set(map(type, field46))
                                                    if not kinds47 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field48 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds49 = set(map(type, field48))
                                                    if not kinds49 <= _DICTS: return False
                                                    maps50 = list(filter(None, field48)) if _NONE in kinds49 else field48
                                                if 'subresource' in keys37:
                                                    field51 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds52 = set(map(type, field51))
                                                    if not kinds52 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_53(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key54, item55 in item33.items():
                                                                if key54 == 'manager':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item55))))
                                                                elif key54 == 'operation':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item55))))
                                                                elif key54 == 'apiVersion':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item55))))
                                                                elif key54 == 'time':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item55))))
                                                                        elif not _valid_time(item55):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'parsing time "' + item55 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key54 == 'fieldsType':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item55))))
                                                                elif key54 == 'fieldsV1':
                                                                    if item55 is not None:
                                                                        if type(item55) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item55))))
                                                                        else:
                                                                            for key56, item57 in item55.items():
                                                                                pass
                                                                elif key54 == 'subresource':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item55))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key54,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'podClaimName':
                    if item2 is not None:
                        if type(item2) is not str:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.podClaimName of type string'.format(go_kind(item2))))
                elif key1 == 'requests':
                    if item2 is not None:
                        if type(item2) is not list:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type []v1beta1.DeviceMetadataRequest'.format(go_kind(item2))))
                        else:
                            def together_122(values):
                                kinds60 = set(map(type, values))
                                if not kinds60 <= _DICTS: return False
                                maps61 = list(filter(None, values)) if _NONE in kinds60 else values
                                keys62 = set().union(*maps61)
                                if not keys62 <= {'devices', 'name'}: return False
                                if 'name' in keys62:
                                    field63 = list(map(_get, maps61, repeat('name')))
                                    kinds64 = set(map(type, field63))
                                    if not kinds64 <= _STRINGS: return False
                                if 'devices' in keys62:
                                    field65 = list(map(_get, maps61, repeat('devices')))
                                    kinds66 = set(map(type, field65))
                                    if not kinds66 <= _LISTS: return False
                                    items67 = list(chain.from_iterable(filter(None, field65)))
                                    kinds68 = set(map(type, items67))
                                    if not kinds68 <= _DICTS: return False
                                    maps69 = list(filter(None, items67)) if _NONE in kinds68 else items67
                                    keys70 = set().union(*maps69)
                                    if not keys70 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                    if 'driver' in keys70:
                                        field71 = list(map(_get, maps69, repeat('driver')))
                                        kinds72 = set(map(type, field71))
                                        if not kinds72 <= _STRINGS: return False
                                    if 'pool' in keys70:
                                        field73 = list(map(_get, maps69, repeat('pool')))
                                        kinds74 = set(map(type, field73))
                                        if not kinds74 <= _STRINGS: return False
                                    if 'name' in keys70:
                                        field75 = list(map(_get, maps69, repeat('name')))
                                        kinds76 = set(map(type, field75))
                                        if not kinds76 <= _STRINGS: return False
                                    if 'attributes' in keys70:
                                        field77 = list(map(_get, maps69, repeat('attributes')))
                                        kinds78 = set(map(type, field77))
                                        if not kinds78 <= _DICTS: return False
                                        maps79 = list(filter(None, field77)) if _NONE in kinds78 else field77
                                        members80 = list(chain.from_iterable(map(dict.values, maps79)))
                                        kinds81 = set(map(type, members80))
                                        if not kinds81 <= _DICTS: return False
                                        maps82 = list(filter(None, members80)) if _NONE in kinds81 else members80
                                        keys83 = set().union(*maps82)
                                        if not keys83 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                        if 'int' in keys83:
                                            field84 = list(map(_get, maps82, repeat('int')))
                                            kinds85 = set(map(type, field84))
                                            if not kinds85 <= _INTS: return False
                                            numbers86 = list(_present(field84)) if _NONE in kinds85 else field84
                                            if numbers86 and (min(numbers86) < INT64_MIN or max(numbers86) > INT64_MAX): return False
                                        if 'bool' in keys83:
                                            field87 = list(map(_get, maps82, repeat('bool')))
                                            if not set(map(type, field87)) <= _BOOLS: return False
                                        if 'string' in keys83:
                                            field89 = list(map(_get, maps82, repeat('string')))
                                            kinds90 = set(map(type, field89))
                                            if not kinds90 <= _STRINGS: return False
                                        if 'version' in keys83:
                                            field91 = list(map(_get, maps82, repeat('version')))
                                            kinds92 = set(map(type, field91))
                                            if not kinds92 <= _STRINGS: return False
                                        if 'ints' in keys83:
                                            field93 = list(map(_get, maps82, repeat('ints')))
                                            kinds94 = set(map(type, field93))
                                            if not kinds94 <= _LISTS: return False
                                            items95 = list(chain.from_iterable(filter(None, field93)))
                                            kinds96 = set(map(type, items95))
                                            if not kinds96 <= _INTS: return False
                                            numbers97 = list(_present(items95)) if _NONE in kinds96 else items95
                                            if numbers97 and (min(numbers97) < INT64_MIN or max(numbers97) > INT64_MAX): return False
                                        if 'bools' in keys83:
                                            field98 = list(map(_get, maps82, repeat('bools')))
                                            kinds99 = set(map(type, field98))
                                            if not kinds99 <= _LISTS: return False
                                            items100 = list(chain.from_iterable(filter(None, field98)))
                                            if not set(map(type, items100)) <= _BOOLS: return False
                                        if 'strings' in keys83:
                                            field102 = list(map(_get, maps82, repeat('strings')))
                                            kinds103 = set(map(type, field102))
                                            if not kinds103 <= _LISTS: return False
                                            items104 = list(chain.from_iterable(filter(None, field102)))
                                            kinds105 = set(map(type, items104))
                                            if not kinds105 <= _STRINGS: return False
                                        if 'versions' in keys83:
                                            field106 = list(map(_get, maps82, repeat('versions')))
                                            kinds107 = set(map(type, field106))
                                            if not kinds107 <= _LISTS: return False
                                            items108 = list(chain.from_iterable(filter(None, field106)))
                                            kinds109 = set(map(type, items108))
                                            if not kinds109 <= _STRINGS: return False
                                    if 'networkData' in keys70:
                                        field110 = list(map(_get, maps69, repeat('networkData')))
                                        kinds111 = set(map(type, field110))
                                        if not kinds111 <= _DICTS: return False
                                        maps112 = list(filter(None, field110)) if _NONE in kinds111 else field110
                                        keys113 = set().union(*maps112)
                                        if not keys113 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                        if 'interfaceName' in keys113:
                                            field114 = list(map(_get, maps112, repeat('interfaceName')))
                                            kinds115 = set(map(type, field114))
                                            if not kinds115 <= _STRINGS: return False
                                        if 'ips' in keys113:
                                            field116 = list(map(_get, maps112, repeat('ips')))
                                            kinds117 = set(map(type, field116))
                                            if not kinds117 <= _LISTS: return False
                                            items118 = list(chain.from_iterable(filter(None, field116)))
                                            kinds119 = set(map(type, items118))
                                            if not kinds119 <= _STRINGS: return False
                                        if 'hardwareAddress' in keys113:
                                            field120 = list(map(_get, maps112, repeat('hardwareAddress')))
                                            kinds121 = set(map(type, field120))
                                            if not kinds121 <= _STRINGS: return False
                                return True
                            if len(item2) < 8 or not together_122(item2):
                                for i59, item58 in enumerate(item2):
                                    if item58 is not None:
                                        if type(item58) is not dict:
                                            errors.append((() + (key1,) + (i59,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type v1beta1.DeviceMetadataRequest'.format(go_kind(item58))))
                                        else:
                                            for key123, item124 in item58.items():
                                                if key123 == 'name':
                                                    if item124 is not None:
                                                        if type(item124) is not str:
                                                            errors.append((() + (key1,) + (i59,) + (key123,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.name of type string'.format(go_kind(item124))))
                                                elif key123 == 'devices':
                                                    if item124 is not None:
                                                        if type(item124) is not list:
                                                            errors.append((() + (key1,) + (i59,) + (key123,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type []v1beta1.Device'.format(go_kind(item124))))
                                                        else:
                                                            def together_181(values):
                                                                kinds127 = set(map(type, values))
                                                                if not kinds127 <= _DICTS: return False
                                                                maps128 = list(filter(None, values)) if _NONE in kinds127 else values
                                                                keys129 = set().union(*maps128)
                                                                if not keys129 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                                                if 'driver' in keys129:
                                                                    field130 = list(map(_get, maps128, repeat('driver')))
                                                                    kinds131 = set(map(type, field130))
                                                                    if not kinds131 <= _STRINGS: return False
                                                                if 'pool' in keys129:
                                                                    field132 = list(map(_get, maps128, repeat('pool')))
                                                                    kinds133 = set(map(type, field132))
                                                                    if not kinds133 <= _STRINGS: return False
                                                                if 'name' in keys129:
                                                                    field134 = list(map(_get, maps128, repeat('name')))
                                                                    kinds135 = set(map(type, field134))
                                                                    if not kinds135 <= _STRINGS: return False
                                                                if 'attributes' in keys129:
                                                                    field136 = list(map(_get, maps128, repeat('attributes')))
                                                                    kinds137 = set(map(type, field136))
                                                                    if not kinds137 <= _DICTS: return False
                                                                    maps138 = list(filter(None, field136)) if _NONE in kinds137 else field136
                                                                    members139 = list(chain.from_iterable(map(dict.values, maps138)))
                                                                    kinds140 = set(map(type, members139))
                                                                    if not kinds140 <= _DICTS: return False
                                                                    maps141 = list(filter(None, members139)) if _NONE in kinds140 else members139
                                                                    keys142 = set().union(*maps141)
                                                                    if not keys142 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                                    if 'int' in keys142:
                                                                        field143 = list(map(_get, maps141, repeat('int')))
                                                                        kinds144 = set(map(type, field143))
                                                                        if not kinds144 <= _INTS: return False
                                                                        numbers145 = list(_present(field143)) if _NONE in kinds144 else field143
                                                                        if numbers145 and (min(numbers145) < INT64_MIN or max(numbers145) > INT64_MAX): return False
                                                                    if 'bool' in keys142:
                                                                        field146 = list(map(_get, maps141, repeat('bool')))
                                                                        if not set(map(type, field146)) <= _BOOLS: return False
                                                                    if 'string' in keys142:
                                                                        field148 = list(map(_get, maps141, repeat('string')))
                                                                        kinds149 = set(map(type, field148))
                                                                        if not kinds149 <= _STRINGS: return False
                                                                    if 'version' in keys142:
                                                                        field150 = list(map(_get, maps141, repeat('version')))
                                                                        kinds151 = set(map(type, field150))
                                                                        if not kinds151 <= _STRINGS: return False
                                                                    if 'ints' in keys142:
                                                                        field152 = list(map(_get, maps141, repeat('ints')))
                                                                        kinds153 = set(map(type, field152))
                                                                        if not kinds153 <= _LISTS: return False
                                                                        items154 = list(chain.from_iterable(filter(None, field152)))
                                                                        kinds155 = set(map(type, items154))
                                                                        if not kinds155 <= _INTS: return False
                                                                        numbers156 = list(_present(items154)) if _NONE in kinds155 else items154
                                                                        if numbers156 and (min(numbers156) < INT64_MIN or max(numbers156) > INT64_MAX): return False
                                                                    if 'bools' in keys142:
                                                                        field157 = list(map(_get, maps141, repeat('bools')))
                                                                        kinds158 = set(map(type, field157))
                                                                        if not kinds158 <= _LISTS: return False
                                                                        items159 = list(chain.from_iterable(filter(None, field157)))
                                                                        if not set(map(type, items159)) <= _BOOLS: return False
                                                                    if 'strings' in keys142:
                                                                        field161 = list(map(_get, maps141, repeat('strings')))
                                                                        kinds162 = set(map(type, field161))
                                                                        if not kinds162 <= _LISTS: return False
                                                                        items163 = list(chain.from_iterable(filter(None, field161)))
                                                                        kinds164 = set(map(type, items163))
                                                                        if not kinds164 <= _STRINGS: return False
                                                                    if 'versions' in keys142:
                                                                        field165 = list(map(_get, maps141, repeat('versions')))
                                                                        kinds166 = set(map(type, field165))
                                                                        if not kinds166 <= _LISTS: return False
                                                                        items167 = list(chain.from_iterable(filter(None, field165)))
                                                                        kinds168 = set(map(type, items167))
                                                                        if not kinds168 <= _STRINGS: return False
                                                                if 'networkData' in keys129:
                                                                    field169 = list(map(_get, maps128, repeat('networkData')))
                                                                    kinds170 = set(map(type, field169))
                                                                    if not kinds170 <= _DICTS: return False
                                                                    maps171 = list(filter(None, field169)) if _NONE in kinds170 else field169
                                                                    keys172 = set().union(*maps171)
                                                                    if not keys172 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                                                    if 'interfaceName' in keys172:
                                                                        field173 = list(map(_get, maps171, repeat('interfaceName')))
                                                                        kinds174 = set(map(type, field173))
                                                                        if not kinds174 <= _STRINGS: return False
                                                                    if 'ips' in keys172:
                                                                        field175 = list(map(_get, maps171, repeat('ips')))
                                                                        kinds176 = set(map(type, field175))
                                                                        if not kinds176 <= _LISTS: return False
                                                                        items177 = list(chain.from_iterable(filter(None, field175)))
                                                                        kinds178 = set(map(type, items177))
                                                                        if not kinds178 <= _STRINGS: return False
                                                                    if 'hardwareAddress' in keys172:
                                                                        field179 = list(map(_get, maps171, repeat('hardwareAddress')))
                                                                        kinds180 = set(map(type, field179))
                                                                        if not kinds180 <= _STRINGS: return False
                                                                return True
                                                            if len(item124) < 8 or not together_181(item124):
                                                                for i126, item125 in enumerate(item124):
                                                                    if item125 is not None:
                                                                        if type(item125) is not dict:
                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type v1beta1.Device'.format(go_kind(item125))))
                                                                        else:
                                                                            for key182, item183 in item125.items():
                                                                                if key182 == 'driver':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not str:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.driver of type string'.format(go_kind(item183))))
                                                                                elif key182 == 'pool':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not str:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.pool of type string'.format(go_kind(item183))))
                                                                                elif key182 == 'name':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not str:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.name of type string'.format(go_kind(item183))))
                                                                                elif key182 == 'attributes':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not dict:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item183))))
                                                                                        else:
                                                                                            for key184, item185 in item183.items():
                                                                                                if True:
                                                                                                    if item185 is not None:
                                                                                                        if type(item185) is not dict:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item185))))
                                                                                                        else:
                                                                                                            for key186, item187 in item185.items():
                                                                                                                if key186 == 'int':
                                                                                                                    if item187 is not None and (type(item187) is not int or not INT64_MIN <= item187 <= INT64_MAX):
                                                                                                                        if type(item187) is int:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + str(item187))))
                                                                                                                        elif isinstance(item187, float):
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + _number_text(item187))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format(go_kind(item187))))
                                                                                                                elif key186 == 'bool':
                                                                                                                    if item187 is not None and type(item187) is not bool:
                                                                                                                        errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bool of type bool'.format(go_kind(item187))))
                                                                                                                elif key186 == 'string':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not str:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.string of type string'.format(go_kind(item187))))
                                                                                                                elif key186 == 'version':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not str:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.version of type string'.format(go_kind(item187))))
                                                                                                                elif key186 == 'ints':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type []int64'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_192(values):
                                                                                                                                kinds190 = set(map(type, values))
                                                                                                                                if not kinds190 <= _INTS: return False
                                                                                                                                numbers191 = list(_present(values)) if _NONE in kinds190 else values
                                                                                                                                if numbers191 and (min(numbers191) < INT64_MIN or max(numbers191) > INT64_MAX): return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_192(item187):
                                                                                                                                for i189, item188 in enumerate(item187):
                                                                                                                                    if item188 is not None and (type(item188) is not int or not INT64_MIN <= item188 <= INT64_MAX):
                                                                                                                                        if type(item188) is int:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i189,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + str(item188))))
                                                                                                                                        elif isinstance(item188, float):
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i189,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + _number_text(item188))))
                                                                                                                                        else:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i189,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format(go_kind(item188))))
                                                                                                                elif key186 == 'bools':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type []bool'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_196(values):
                                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_196(item187):
                                                                                                                                for i194, item193 in enumerate(item187):
                                                                                                                                    if item193 is not None and type(item193) is not bool:
                                                                                                                                        errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i194,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type bool'.format(go_kind(item193))))
                                                                                                                elif key186 == 'strings':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type []string'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_200(values):
                                                                                                                                kinds199 = set(map(type, values))
                                                                                                                                if not kinds199 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_200(item187):
                                                                                                                                for i198, item197 in enumerate(item187):
                                                                                                                                    if item197 is not None:
                                                                                                                                        if type(item197) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i198,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type string'.format(go_kind(item197))))
                                                                                                                elif key186 == 'versions':
                                                                                                                    if item187 is not None:
                                                                                                                        if type(item187) is not list:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type []string'.format(go_kind(item187))))
                                                                                                                        else:
                                                                                                                            def together_204(values):
                                                                                                                                kinds203 = set(map(type, values))
                                                                                                                                if not kinds203 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item187) < 8 or not together_204(item187):
                                                                                                                                for i202, item201 in enumerate(item187):
                                                                                                                                    if item201 is not None:
                                                                                                                                        if type(item201) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,) + (i202,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type string'.format(go_kind(item201))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key184,) + (key186,))
                                                                                elif key182 == 'networkData':
                                                                                    if item183 is not None:
                                                                                        if type(item183) is not dict:
                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.networkData of type v1.NetworkDeviceData'.format(go_kind(item183))))
                                                                                        else:
                                                                                            for key205, item206 in item183.items():
                                                                                                if key205 == 'interfaceName':
                                                                                                    if item206 is not None:
                                                                                                        if type(item206) is not str:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.interfaceName of type string'.format(go_kind(item206))))
                                                                                                elif key205 == 'ips':
                                                                                                    if item206 is not None:
                                                                                                        if type(item206) is not list:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type []string'.format(go_kind(item206))))
                                                                                                        else:
                                                                                                            def together_210(values):
                                                                                                                kinds209 = set(map(type, values))
                                                                                                                if not kinds209 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item206) < 8 or not together_210(item206):
                                                                                                                for i208, item207 in enumerate(item206):
                                                                                                                    if item207 is not None:
                                                                                                                        if type(item207) is not str:
                                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,) + (i208,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type string'.format(go_kind(item207))))
                                                                                                elif key205 == 'hardwareAddress':
                                                                                                    if item206 is not None:
                                                                                                        if type(item206) is not str:
                                                                                                            errors.append((() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.hardwareAddress of type string'.format(go_kind(item206))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,) + (key205,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (i59,) + (key123,) + (i126,) + (key182,))
                                                else:
                                                    unknown.append(() + (key1,) + (i59,) + (key123,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown


def check_2(value):
    errors = []
    unknown = []
    if value is not None:
        if type(value) is not dict:
            errors.append(((), 'json: cannot unmarshal {} into Go struct field ResourceSlice. of type '.format(go_kind(value))))
        else:
            for key1, item2 in value.items():
                if key1 == 'apiVersion':
                    pass
                elif key1 == 'kind':
                    pass
                elif key1 == 'metadata':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.metadata of type v1.ObjectMeta'.format(go_kind(item2))))
                        else:
                            for key3, item4 in item2.items():
                                if key3 == 'name':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.name of type string'.format(go_kind(item4))))
                                elif key3 == 'generateName':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generateName of type string'.format(go_kind(item4))))
                                elif key3 == 'namespace':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.namespace of type string'.format(go_kind(item4))))
                                elif key3 == 'selfLink':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.selfLink of type string'.format(go_kind(item4))))
                                elif key3 == 'uid':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.uid of type types.UID'.format(go_kind(item4))))
                                elif key3 == 'resourceVersion':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.resourceVersion of type string'.format(go_kind(item4))))
                                elif key3 == 'generation':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format(go_kind(item4))))
                                elif key3 == 'creationTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.creationTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionGracePeriodSeconds':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format(go_kind(item4))))
                                elif key3 == 'labels':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key5, item6 in item4.items():
                                                if True:
                                                    if item6 is not None:
                                                        if type(item6) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key5,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type string'.format(go_kind(item6))))
                                elif key3 == 'annotations':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key7, item8 in item4.items():
                                                if True:
                                                    if item8 is not None:
                                                        if type(item8) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key7,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type string'.format(go_kind(item8))))
                                elif key3 == 'ownerReferences':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type []v1.OwnerReference'.format(go_kind(item4))))
                                        else:
                                            def together_26(values):
                                                kinds11 = set(map(type, values))
                                                if not kinds11 <= _DICTS: return False
                                                maps12 = list(filter(None, values)) if _NONE in kinds11 else values
                                                keys13 = set().union(*maps12)
                                                if not keys13 <= {'apiVersion', 'blockOwnerDeletion', 'controller', 'kind', 'name', 'uid'}: return False
                                                if 'apiVersion' in keys13:
                                                    field14 = list(map(_get, maps12, repeat('apiVersion')))
                                                    kinds15 = set(map(type, field14))
                                                    if not kinds15 <= _STRINGS: return False
                                                if 'kind' in keys13:
                                                    field16 = list(map(_get, maps12, repeat('kind')))
                                                    kinds17 = set(map(type, field16))
                                                    if not kinds17 <= _STRINGS: return False
                                                if 'name' in keys13:
                                                    field18 = list(map(_get, maps12, repeat('name')))
                                                    kinds19 = set(map(type, field18))
                                                    if not kinds19 <= _STRINGS: return False
                                                if 'uid' in keys13:
                                                    field20 = list(map(_get, maps12, repeat('uid')))
                                                    kinds21 = set(map(type, field20))
                                                    if not kinds21 <= _STRINGS: return False
                                                if 'controller' in keys13:
                                                    field22 = list(map(_get, maps12, repeat('controller')))
                                                    if not set(map(type, field22)) <= _BOOLS: return False
                                                if 'blockOwnerDeletion' in keys13:
                                                    field24 = list(map(_get, maps12, repeat('blockOwnerDeletion')))
                                                    if not set(map(type, field24)) <= _BOOLS: return False
                                                return True
                                            if len(item4) < 8 or not together_26(item4):
                                                for i10, item9 in enumerate(item4):
                                                    if item9 is not None:
                                                        if type(item9) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                        else:
                                                            for key27, item28 in item9.items():
                                                                if key27 == 'apiVersion':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item28))))
                                                                elif key27 == 'kind':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item28))))
                                                                elif key27 == 'name':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item28))))
                                                                elif key27 == 'uid':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item28))))
                                                                elif key27 == 'controller':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item28))))
                                                                elif key27 == 'blockOwnerDeletion':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item28))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i10,) + (key27,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            def together_32(values):
                                                kinds31 = set(map(type, values))
                                                if not kinds31 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_32(item4):
                                                for i30, item29 in enumerate(item4):
                                                    if item29 is not None:
                                                        if type(item29) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (i30,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item29))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            def together_53(values):
                                                kinds35 = set(map(type, values))
                                                if not kinds35 <= _DICTS: return False
                                                maps36 = list(filter(None, values)) if _NONE in kinds35 else values
                                                keys37 = set().union(*maps36)
                                                if not keys37 <= {'apiVersion', 'fieldsType', 'fieldsV1', 'manager', 'operation', 'subresource', 'time'}: return False
                                                if 'manager' in keys37:
                                                    field38 = list(map(_get, maps36, repeat('manager')))
                                                    kinds39 = set(map(type, field38))
                                                    if not kinds39 <= _STRINGS: return False
                                                if 'operation' in keys37:
                                                    field40 = list(map(_get, maps36, repeat('operation')))
                                                    kinds41 = set(map(type, field40))
                                                    if not kinds41 <= _STRINGS: return False
                                                if 'apiVersion' in keys37:
                                                    field42 = list(map(_get, maps36, repeat('apiVersion')))
                                                    kinds43 = set(map(type, field42))
                                                    if not kinds43 <= _STRINGS: return False
                                                if 'time' in keys37:
                                                    field44 = list(map(_get, maps36, repeat('time')))
                                                    kinds45 = set(map(type, field44))
                                                    if not kinds45 <= _STRINGS: return False
                                                    if not all(map(_valid_time, set(field44) - {None})): return False
                                                if 'fieldsType' in keys37:
                                                    field46 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds47 = set(map(type, field46))
                                                    if not kinds47 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field48 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds49 = set(map(type, field48))
                                                    if not kinds49 <= _DICTS: return False
                                                    maps50 = list(filter(None, field48)) if _NONE in kinds49 else field48
                                                if 'subresource' in keys37:
                                                    field51 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds52 = set(map(type, field51))
                                                    if not kinds52 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_53(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key54, item55 in item33.items():
                                                                if key54 == 'manager':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item55))))
                                                                elif key54 == 'operation':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item55))))
                                                                elif key54 == 'apiVersion':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item55))))
                                                                elif key54 == 'time':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item55))))
                                                                        elif not _valid_time(item55):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'parsing time "' + item55 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key54 == 'fieldsType':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item55))))
                                                                elif key54 == 'fieldsV1':
                                                                    if item55 is not None:
                                                                        if type(item55) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item55))))
                                                                        else:
                                                                            for key56, item57 in item55.items():
                                                                                pass
                                                                elif key54 == 'subresource':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item55))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key54,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key58, item59 in item2.items():
                                if key58 == 'driver':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item59))))
                                elif key58 == 'pool':
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1.ResourcePool'.format(go_kind(item59))))
                                        else:
                                            for key60, item61 in item59.items():
                                                if key60 == 'name':
                                                    if item61 is not None:
                                                        if type(item61) is not str:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item61))))
                                                elif key60 == 'generation':
                                                    if item61 is not None and (type(item61) is not int or not INT64_MIN <= item61 <= INT64_MAX):
                                                        if type(item61) is int:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item61))))
                                                        elif isinstance(item61, float):
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item61))))
                                                        else:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item61))))
                                                elif key60 == 'resourceSliceCount':
                                                    if item61 is not None and (type(item61) is not int or not INT64_MIN <= item61 <= INT64_MAX):
                                                        if type(item61) is int:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item61))))
                                                        elif isinstance(item61, float):
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item61))))
                                                        else:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item61))))
                                                else:
                                                    unknown.append(() + (key1,) + (key58,) + (key60,))
                                elif key58 == 'nodeName':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item59))))
                                elif key58 == 'nodeSelector':
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item59))))
                                        else:
                                            for key62, item63 in item59.items():
                                                if key62 == 'nodeSelectorTerms':
                                                    if item63 is not None:
                                                        if type(item63) is not list:
                                                            errors.append((() + (key1,) + (key58,) + (key62,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item63))))
                                                        else:
                                                            def together_97(values):
                                                                kinds66 = set(map(type, values))
                                                                if not kinds66 <= _DICTS: return False
                                                                maps67 = list(filter(None, values)) if _NONE in kinds66 else values
                                                                keys68 = set().union(*maps67)
                                                                if not keys68 <= {'matchExpressions', 'matchFields'}: return False
                                                                if 'matchExpressions' in keys68:
                                                                    field69 = list(map(_get, maps67, repeat('matchExpressions')))
                                                                    kinds70 = set(map(type, field69))
                                                                    if not kinds70 <= _LISTS: return False
                                                                    items71 = list(chain.from_iterable(filter(None, field69)))
                                                                    kinds72 = set(map(type, items71))
                                                                    if not kinds72 <= _DICTS: return False
                                                                    maps73 = list(filter(None, items71)) if _NONE in kinds72 else items71
                                                                    keys74 = set().union(*maps73)
                                                                    if not keys74 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys74:
                                                                        field75 = list(map(_get, maps73, repeat('key')))
                                                                        kinds76 = set(map(type, field75))
                                                                        if not kinds76 <= _STRINGS: return False
                                                                    if 'operator' in keys74:
                                                                        field77 = list(map(_get, maps73, repeat('operator')))
                                                                        kinds78 = set(map(type, field77))
                                                                        if not kinds78 <= _STRINGS: return False
                                                                    if 'values' in keys74:
                                                                        field79 = list(map(_get, maps73, repeat('values')))
                                                                        kinds80 = set(map(type, field79))
                                                                        if not kinds80 <= _LISTS: return False
                                                                        items81 = list(chain.from_iterable(filter(None, field79)))
                                                                        kinds82 = set(map(type, items81))
                                                                        if not kinds82 <= _STRINGS: return False
                                                                if 'matchFields' in keys68:
                                                                    field83 = list(map(_get, maps67, repeat('matchFields')))
                                                                    kinds84 = set(map(type, field83))
                                                                    if not kinds84 <= _LISTS: return False
                                                                    items85 = list(chain.from_iterable(filter(None, field83)))
                                                                    kinds86 = set(map(type, items85))
                                                                    if not kinds86 <= _DICTS: return False
                                                                    maps87 = list(filter(None, items85)) if _NONE in kinds86 else items85
                                                                    keys88 = set().union(*maps87)
                                                                    if not keys88 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys88:
                                                                        field89 = list(map(_get, maps87, repeat('key')))
                                                                        kinds90 = set(map(type, field89))
                                                                        if not kinds90 <= _STRINGS: return False
                                                                    if 'operator' in keys88:
                                                                        field91 = list(map(_get, maps87, repeat('operator')))
                                                                        kinds92 = set(map(type, field91))
                                                                        if not kinds92 <= _STRINGS: return False
                                                                    if 'values' in keys88:
                                                                        field93 = list(map(_get, maps87, repeat('values')))
                                                                        kinds94 = set(map(type, field93))
                                                                        if not kinds94 <= _LISTS: return False
                                                                        items95 = list(chain.from_iterable(filter(None, field93)))
                                                                        kinds96 = set(map(type, items95))
                                                                        if not kinds96 <= _STRINGS: return False
                                                                return True
                                                            if len(item63) < 8 or not together_97(item63):
                                                                for i65, item64 in enumerate(item63):
                                                                    if item64 is not None:
                                                                        if type(item64) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item64))))
                                                                        else:
                                                                            for key98, item99 in item64.items():
                                                                                if key98 == 'matchExpressions':
                                                                                    if item99 is not None:
                                                                                        if type(item99) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item99))))
                                                                                        else:
                                                                                            def together_113(values):
                                                                                                kinds102 = set(map(type, values))
                                                                                                if not kinds102 <= _DICTS: return False
                                                                                                maps103 = list(filter(None, values)) if _NONE in kinds102 else values
                                                                                                keys104 = set().union(*maps103)
                                                                                                if not keys104 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys104:
                                                                                                    field105 = list(map(_get, maps103, repeat('key')))
                                                                                                    kinds106 = set(map(type, field105))
                                                                                                    if not kinds106 <= _STRINGS: return False
                                                                                                if 'operator' in keys104:
                                                                                                    field107 = list(map(_get, maps103, repeat('operator')))
                                                                                                    kinds108 = set(map(type, field107))
                                                                                                    if not kinds108 <= _STRINGS: return False
                                                                                                if 'values' in keys104:
                                                                                                    field109 = list(map(_get, maps103, repeat('values')))
                                                                                                    kinds110 = set(map(type, field109))
                                                                                                    if not kinds110 <= _LISTS: return False
                                                                                                    items111 = list(chain.from_iterable(filter(None, field109)))
                                                                                                    kinds112 = set(map(type, items111))
                                                                                                    if not kinds112 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item99) < 8 or not together_113(item99):
                                                                                                for i101, item100 in enumerate(item99):
                                                                                                    if item100 is not None:
                                                                                                        if type(item100) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                                        else:
                                                                                                            for key114, item115 in item100.items():
                                                                                                                if key114 == 'key':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item115))))
                                                                                                                elif key114 == 'operator':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item115))))
                                                                                                                elif key114 == 'values':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item115))))
                                                                                                                        else:
                                                                                                                            def together_119(values):
                                                                                                                                kinds118 = set(map(type, values))
                                                                                                                                if not kinds118 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item115) < 8 or not together_119(item115):
                                                                                                                                for i117, item116 in enumerate(item115):
                                                                                                                                    if item116 is not None:
                                                                                                                                        if type(item116) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,) + (i117,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item116))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,))
                                                                                elif key98 == 'matchFields':
                                                                                    if item99 is not None:
                                                                                        if type(item99) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item99))))
                                                                                        else:
                                                                                            def together_133(values):
                                                                                                kinds122 = set(map(type, values))
                                                                                                if not kinds122 <= _DICTS: return False
                                                                                                maps123 = list(filter(None, values)) if _NONE in kinds122 else values
                                                                                                keys124 = set().union(*maps123)
                                                                                                if not keys124 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys124:
                                                                                                    field125 = list(map(_get, maps123, repeat('key')))
                                                                                                    kinds126 = set(map(type, field125))
                                                                                                    if not kinds126 <= _STRINGS: return False
                                                                                                if 'operator' in keys124:
                                                                                                    field127 = list(map(_get, maps123, repeat('operator')))
                                                                                                    kinds128 = set(map(type, field127))
                                                                                                    if not kinds128 <= _STRINGS: return False
                                                                                                if 'values' in keys124:
                                                                                                    field129 = list(map(_get, maps123, repeat('values')))
                                                                                                    kinds130 = set(map(type, field129))
                                                                                                    if not kinds130 <= _LISTS: return False
                                                                                                    items131 = list(chain.from_iterable(filter(None, field129)))
                                                                                                    kinds132 = set(map(type, items131))
                                                                                                    if not kinds132 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item99) < 8 or not together_133(item99):
                                                                                                for i121, item120 in enumerate(item99):
                                                                                                    if item120 is not None:
                                                                                                        if type(item120) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item120))))
                                                                                                        else:
                                                                                                            for key134, item135 in item120.items():
                                                                                                                if key134 == 'key':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item135))))
                                                                                                                elif key134 == 'operator':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item135))))
                                                                                                                elif key134 == 'values':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item135))))
                                                                                                                        else:
                                                                                                                            def together_139(values):
                                                                                                                                kinds138 = set(map(type, values))
                                                                                                                                if not kinds138 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item135) < 8 or not together_139(item135):
                                                                                                                                for i137, item136 in enumerate(item135):
                                                                                                                                    if item136 is not None:
                                                                                                                                        if type(item136) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,) + (i137,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item136))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,))
                                                else:
                                                    unknown.append(() + (key1,) + (key58,) + (key62,))
                                elif key58 == 'allNodes':
                                    if item59 is not None and type(item59) is not bool:
                                        errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item59))))
                                elif key58 == 'devices':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1.Device'.format(go_kind(item59))))
                                        else:
                                            def together_323(values):
                                                kinds142 = set(map(type, values))
                                                if not kinds142 <= _DICTS: return False
                                                maps143 = list(filter(None, values)) if _NONE in kinds142 else values
                                                keys144 = set().union(*maps143)
                                                if not keys144 <= {'allNodes', 'allowMultipleAllocations', 'attributes', 'bindingConditions', 'bindingFailureConditions', 'bindsToNode', 'capacity', 'consumesCounters', 'name', 'nodeAllocatableResources', 'nodeName', 'nodeSelector', 'taints'}: return False
                                                if 'name' in keys144:
                                                    field145 = list(map(_get, maps143, repeat('name')))
                                                    kinds146 = set(map(type, field145))
                                                    if not kinds146 <= _STRINGS: return False
                                                if 'attributes' in keys144:
                                                    field147 = list(map(_get, maps143, repeat('attributes')))
                                                    kinds148 = set(map(type, field147))
                                                    if not kinds148 <= _DICTS: return False
                                                    maps149 = list(filter(None, field147)) if _NONE in kinds148 else field147
                                                    members150 = list(chain.from_iterable(map(dict.values, maps149)))
                                                    kinds151 = set(map(type, members150))
                                                    if not kinds151 <= _DICTS: return False
                                                    maps152 = list(filter(None, members150)) if _NONE in kinds151 else members150
                                                    keys153 = set().union(*maps152)
                                                    if not keys153 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                    if 'int' in keys153:
                                                        field154 = list(map(_get, maps152, repeat('int')))
                                                        kinds155 = set(map(type, field154))
                                                        if not kinds155 <= _INTS: return False
                                                        numbers156 = list(_present(field154)) if _NONE in kinds155 else field154
                                                        if numbers156 and (min(numbers156) < INT64_MIN or max(numbers156) > INT64_MAX): return False
                                                    if 'bool' in keys153:
                                                        field157 = list(map(_get, maps152, repeat('bool')))
                                                        if not set(map(type, field157)) <= _BOOLS: return False
                                                    if 'string' in keys153:
                                                        field159 = list(map(_get, maps152, repeat('string')))
                                                        kinds160 = set(map(type, field159))
                                                        if not kinds160 <= _STRINGS: return False
                                                    if 'version' in keys153:
                                                        field161 = list(map(_get, maps152, repeat('version')))
                                                        kinds162 = set(map(type, field161))
                                                        if not kinds162 <= _STRINGS: return False
                                                    if 'ints' in keys153:
                                                        field163 = list(map(_get, maps152, repeat('ints')))
                                                        kinds164 = set(map(type, field163))
                                                        if not kinds164 <= _LISTS: return False
                                                        items165 = list(chain.from_iterable(filter(None, field163)))
                                                        kinds166 = set(map(type, items165))
                                                        if not kinds166 <= _INTS: return False
                                                        numbers167 = list(_present(items165)) if _NONE in kinds166 else items165
                                                        if numbers167 and (min(numbers167) < INT64_MIN or max(numbers167) > INT64_MAX): return False
                                                    if 'bools' in keys153:
                                                        field168 = list(map(_get, maps152, repeat('bools')))
                                                        kinds169 = set(map(type, field168))
                                                        if not kinds169 <= _LISTS: return False
                                                        items170 = list(chain.from_iterable(filter(None, field168)))
                                                        if not set(map(type, items170)) <= _BOOLS: return False
                                                    if 'strings' in keys153:
                                                        field172 = list(map(_get, maps152, repeat('strings')))
                                                        kinds173 = set(map(type, field172))
                                                        if not kinds173 <= _LISTS: return False
                                                        items174 = list(chain.from_iterable(filter(None, field172)))
                                                        kinds175 = set(map(type, items174))
                                                        if not kinds175 <= _STRINGS: return False
                                                    if 'versions' in keys153:
                                                        field176 = list(map(_get, maps152, repeat('versions')))
                                                        kinds177 = set(map(type, field176))
                                                        if not kinds177 <= _LISTS: return False
                                                        items178 = list(chain.from_iterable(filter(None, field176)))
                                                        kinds179 = set(map(type, items178))
                                                        if not kinds179 <= _STRINGS: return False
                                                if 'capacity' in keys144:
                                                    field180 = list(map(_get, maps143, repeat('capacity')))
                                                    kinds181 = set(map(type, field180))
                                                    if not kinds181 <= _DICTS: return False
                                                    maps182 = list(filter(None, field180)) if _NONE in kinds181 else field180
                                                    members183 = list(chain.from_iterable(map(dict.values, maps182)))
                                                    kinds184 = set(map(type, members183))
                                                    if not kinds184 <= _DICTS: return False
                                                    maps185 = list(filter(None, members183)) if _NONE in kinds184 else members183
                                                    keys186 = set().union(*maps185)
                                                    if not keys186 <= {'requestPolicy', 'value'}: return False
                                                    if 'value' in keys186:
                                                        field187 = list(map(_get, maps185, repeat('value')))
                                                        kinds188 = set(map(type, field187))
                                                        if not kinds188 <= _STRINGS: return False
                                                        if not all(map(_quantity_match, set(field187) - {None})): return False
                                                    if 'requestPolicy' in keys186:
                                                        field189 = list(map(_get, maps185, repeat('requestPolicy')))
                                                        kinds190 = set(map(type, field189))
                                                        if not kinds190 <= _DICTS: return False
                                                        maps191 = list(filter(None, field189)) if _NONE in kinds190 else field189
                                                        keys192 = set().union(*maps191)
                                                        if not keys192 <= {'default', 'validRange', 'validValues'}: return False
                                                        if 'default' in keys192:
                                                            field193 = list(map(_get, maps191, repeat('default')))
                                                            kinds194 = set(map(type, field193))
                                                            if not kinds194 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field193) - {None})): return False
                                                        if 'validValues' in keys192:
                                                            field195 = list(map(_get, maps191, repeat('validValues')))
                                                            kinds196 = set(map(type, field195))
                                                            if not kinds196 <= _LISTS: return False
                                                            items197 = list(chain.from_iterable(filter(None, field195)))
                                                            kinds198 = set(map(type, items197))
                                                            if not kinds198 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(items197) - {None})): return False
                                                        if 'validRange' in keys192:
                                                            field199 = list(map(_get, maps191, repeat('validRange')))
                                                            kinds200 = set(map(type, field199))
                                                            if not kinds200 <= _DICTS: return False
                                                            maps201 = list(filter(None, field199)) if _NONE in kinds200 else field199
                                                            keys202 = set().union(*maps201)
                                                            if not keys202 <= {'max', 'min', 'step'}: return False
                                                            if 'min' in keys202:
                                                                field203 = list(map(_get, maps201, repeat('min')))
                                                                kinds204 = set(map(type, field203))
                                                                if not kinds204 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field203) - {None})): return False
                                                            if 'max' in keys202:
                                                                field205 = list(map(_get, maps201, repeat('max')))
                                                                kinds206 = set(map(type, field205))
                                                                if not kinds206 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field205) - {None})): return False
                                                            if 'step' in keys202:
                                                                field207 = list(map(_get, maps201, repeat('step')))
                                                                kinds208 = set(map(type, field207))
                                                                if not kinds208 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field207) - {None})): return False
                                                if 'consumesCounters' in keys144:
                                                    field209 = list(map(_get, maps143, repeat('consumesCounters')))
                                                    kinds210 = set(map(type, field209))
                                                    if not kinds210 <= _LISTS: return False
                                                    items211 = list(chain.from_iterable(filter(None, field209)))
                                                    kinds212 = set(map(type, items211))
                                                    if not kinds212 <= _DICTS: return False
                                                    maps213 = list(filter(None, items211)) if _NONE in kinds212 else items211
                                                    keys214 = set().union(*maps213)
                                                    if not keys214 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                    if 'counterSet' in keys214:
                                                        field215 = list(map(_get, maps213, repeat('counterSet')))
                                                        kinds216 = set(map(type, field215))
                                                        if not kinds216 <= _STRINGS: return False
                                                    if 'counters' in keys214:
                                                        field217 = list(map(_get, maps213, repeat('counters')))
                                                        kinds218 = set(map(type, field217))
                                                        if not kinds218 <= _DICTS: return False
                                                        maps219 = list(filter(None, field217)) if _NONE in kinds218 else field217
                                                        members220 = list(chain.from_iterable(map(dict.values, maps219)))
                                                        kinds221 = set(map(type, members220))
                                                        if not kinds221 <= _DICTS: return False
                                                        maps222 = list(filter(None, members220)) if _NONE in kinds221 else members220
                                                        keys223 = set().union(*maps222)
                                                        if not keys223 <= {'value'}: return False
                                                        if 'value' in keys223:
                                                            field224 = list(map(_get, maps222, repeat('value')))
                                                            kinds225 = set(map(type, field224))
                                                            if not kinds225 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field224) - {None})): return False
                                                    if 'compatibilityGroups' in keys214:
                                                        field226 = list(map(_get, maps213, repeat('compatibilityGroups')))
                                                        kinds227 = set(map(type, field226))
                                                        if not kinds227 <= _LISTS: return False
                                                        items228 = list(chain.from_iterable(filter(None, field226)))
                                                        kinds229 = set(map(type, items228))
                                                        if not kinds229 <= _STRINGS: return False
                                                if 'nodeName' in keys144:
                                                    field230 = list(map(_get, maps143, repeat('nodeName')))
                                                    kinds231 = set(map(type, field230))
                                                    if not kinds231 <= _STRINGS: return False
                                                if 'nodeSelector' in keys144:
                                                    field232 = list(map(_get, maps143, repeat('nodeSelector')))
                                                    kinds233 = set(map(type, field232))
                                                    if not kinds233 <= _DICTS: return False
                                                    maps234 = list(filter(None, field232)) if _NONE in kinds233 else field232
                                                    keys235 = set().union(*maps234)
                                                    if not keys235 <= {'nodeSelectorTerms'}: return False
                                                    if 'nodeSelectorTerms' in keys235:
                                                        field236 = list(map(_get, maps234, repeat('nodeSelectorTerms')))
                                                        kinds237 = set(map(type, field236))
                                                        if not kinds237 <= _LISTS: return False
                                                        items238 = list(chain.from_iterable(filter(None, field236)))
                                                        kinds239 = set(map(type, items238))
                                                        if not kinds239 <= _DICTS: return False
                                                        maps240 = list(filter(None, items238)) if _NONE in kinds239 else items238
                                                        keys241 = set().union(*maps240)
                                                        if not keys241 <= {'matchExpressions', 'matchFields'}: return False
                                                        if 'matchExpressions' in keys241:
                                                            field242 = list(map(_get, maps240, repeat('matchExpressions')))
                                                            kinds243 = set(map(type, field242))
                                                            if not kinds243 <= _LISTS: return False
                                                            items244 = list(chain.from_iterable(filter(None, field242)))
                                                            kinds245 = set(map(type, items244))
                                                            if not kinds245 <= _DICTS: return False
                                                            maps246 = list(filter(None, items244)) if _NONE in kinds245 else items244
                                                            keys247 = set().union(*maps246)
                                                            if not keys247 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys247:
                                                                field248 = list(map(_get, maps246, repeat('key')))
                                                                kinds249 = set(map(type, field248))
                                                                if not kinds249 <= _STRINGS: return False
                                                            if 'operator' in keys247:
                                                                field250 = list(map(_get, maps246, repeat('operator')))
                                                                kinds251 = set(map(type, field250))
                                                                if not kinds251 <= _STRINGS: return False
                                                            if 'values' in keys247:
                                                                field252 = list(map(_get, maps246, repeat('values')))
                                                                kinds253 = set(map(type, field252))
                                                                if not kinds253 <= _LISTS: return False
                                                                items254 = list(chain.from_iterable(filter(None, field252)))
                                                                kinds255 = set(map(type, items254))
                                                                if not kinds255 <= _STRINGS: return False
                                                        if 'matchFields' in keys241:
                                                            field256 = list(map(_get, maps240, repeat('matchFields')))
                                                            kinds257 = set(map(type, field256))
                                                            if not kinds257 <= _LISTS: return False
                                                            items258 = list(chain.from_iterable(filter(None, field256)))
                                                            kinds259 = set(map(type, items258))
                                                            if not kinds259 <= _DICTS: return False
                                                            maps260 = list(filter(None, items258)) if _NONE in kinds259 else items258
                                                            keys261 = set().union(*maps260)
                                                            if not keys261 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys261:
                                                                field262 = list(map(_get, maps260, repeat('key')))
                                                                kinds263 = set(map(type, field262))
                                                                if not kinds263 <= _STRINGS: return False
                                                            if 'operator' in keys261:
                                                                field264 = list(map(_get, maps260, repeat('operator')))
                                                                kinds265 = set(map(type, field264))
                                                                if not kinds265 <= _STRINGS: return False
                                                            if 'values' in keys261:
                                                                field266 = list(map(_get, maps260, repeat('values')))
                                                                kinds267 = set(map(type, field266))
                                                                if not kinds267 <= _LISTS: return False
                                                                items268 = list(chain.from_iterable(filter(None, field266)))
                                                                kinds269 = set(map(type, items268))
                                                                if not kinds269 <= _STRINGS: return False
                                                if 'allNodes' in keys144:
                                                    field270 = list(map(_get, maps143, repeat('allNodes')))
                                                    if not set(map(type, field270)) <= _BOOLS: return False
                                                if 'taints' in keys144:
                                                    field272 = list(map(_get, maps143, repeat('taints')))
                                                    kinds273 = set(map(type, field272))
                                                    if not kinds273 <= _LISTS: return False
                                                    items274 = list(chain.from_iterable(filter(None, field272)))
                                                    kinds275 = set(map(type, items274))
                                                    if not kinds275 <= _DICTS: return False
                                                    maps276 = list(filter(None, items274)) if _NONE in kinds275 else items274
                                                    keys277 = set().union(*maps276)
                                                    if not keys277 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                    if 'key' in keys277:
                                                        field278 = list(map(_get, maps276, repeat('key')))
                                                        kinds279 = set(map(type, field278))
                                                        if not kinds279 <= _STRINGS: return False
                                                    if 'value' in keys277:
                                                        field280 = list(map(_get, maps276, repeat('value')))
                                                        kinds281 = set(map(type, field280))
                                                        if not kinds281 <= _STRINGS: return False
                                                    if 'effect' in keys277:
                                                        field282 = list(map(_get, maps276, repeat('effect')))
                                                        kinds283 = set(map(type, field282))
                                                        if not kinds283 <= _STRINGS: return False
                                                    if 'timeAdded' in keys277:
                                                        field284 = list(map(_get, maps276, repeat('timeAdded')))
                                                        kinds285 = set(map(type, field284))
                                                        if not kinds285 <= _STRINGS: return False
                                                        if not all(map(_valid_time, set(field284) - {None})): return False
                                                if 'bindsToNode' in keys144:
                                                    field286 = list(map(_get, maps143, repeat('bindsToNode')))
                                                    if not set(map(type, field286)) <= _BOOLS: return False
                                                if 'bindingConditions' in keys144:
                                                    field288 = list(map(_get, maps143, repeat('bindingConditions')))
                                                    kinds289 = set(map(type, field288))
                                                    if not kinds289 <= _LISTS: return False
                                                    items290 = list(chain.from_iterable(filter(None, field288)))
                                                    kinds291 = set(map(type, items290))
                                                    if not kinds291 <= _STRINGS: return False
                                                if 'bindingFailureConditions' in keys144:
                                                    field292 = list(map(_get, maps143, repeat('bindingFailureConditions')))
                                                    kinds293 = set(map(type, field292))
                                                    if not kinds293 <= _LISTS: return False
                                                    items294 = list(chain.from_iterable(filter(None, field292)))
                                                    kinds295 = set(map(type, items294))
                                                    if not kinds295 <= _STRINGS: return False
                                                if 'allowMultipleAllocations' in keys144:
                                                    field296 = list(map(_get, maps143, repeat('allowMultipleAllocations')))
                                                    if not set(map(type, field296)) <= _BOOLS: return False
                                                if 'nodeAllocatableResources' in keys144:
                                                    field298 = list(map(_get, maps143, repeat('nodeAllocatableResources')))
                                                    kinds299 = set(map(type, field298))
                                                    if not kinds299 <= _DICTS: return False
                                                    maps300 = list(filter(None, field298)) if _NONE in kinds299 else field298
                                                    members301 = list(chain.from_iterable(map(dict.values, maps300)))
                                                    kinds302 = set(map(type, members301))
                                                    if not kinds302 <= _DICTS: return False
                                                    maps303 = list(filter(None, members301)) if _NONE in kinds302 else members301
                                                    keys304 = set().union(*maps303)
                                                    if not keys304 <= {'mapping', 'overhead'}: return False
                                                    if 'mapping' in keys304:
                                                        field305 = list(map(_get, maps303, repeat('mapping')))
                                                        kinds306 = set(map(type, field305))
                                                        if not kinds306 <= _DICTS: return False
                                                        maps307 = list(filter(None, field305)) if _NONE in kinds306 else field305
                                                        keys308 = set().union(*maps307)
                                                        if not keys308 <= {'capacityKey', 'capacityMultiplier', 'deviceMultiplier'}: return False
                                                        if 'capacityKey' in keys308:
                                                            field309 = list(map(_get, maps307, repeat('capacityKey')))
                                                            kinds310 = set(map(type, field309))
                                                            if not kinds310 <= _STRINGS: return False
                                                        if 'capacityMultiplier' in keys308:
                                                            field311 = list(map(_get, maps307, repeat('capacityMultiplier')))
                                                            kinds312 = set(map(type, field311))
                                                            if not kinds312 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field311) - {None})): return False
                                                        if 'deviceMultiplier' in keys308:
                                                            field313 = list(map(_get, maps307, repeat('deviceMultiplier')))
                                                            kinds314 = set(map(type, field313))
                                                            if not kinds314 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field313) - {None})): return False
                                                    if 'overhead' in keys304:
                                                        field315 = list(map(_get, maps303, repeat('overhead')))
                                                        kinds316 = set(map(type, field315))
                                                        if not kinds316 <= _DICTS: return False
                                                        maps317 = list(filter(None, field315)) if _NONE in kinds316 else field315
                                                        keys318 = set().union(*maps317)
                                                        if not keys318 <= {'perContainer', 'perPod'}: return False
                                                        if 'perPod' in keys318:
                                                            field319 = list(map(_get, maps317, repeat('perPod')))
                                                            kinds320 = set(map(type, field319))
                                                            if not kinds320 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field319) - {None})): return False
                                                        if 'perContainer' in keys318:
                                                            field321 = list(map(_get, maps317, repeat('perContainer')))
                                                            kinds322 = set(map(type, field321))
                                                            if not kinds322 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field321) - {None})): return False
                                                return True
                                            if len(item59) < 8 or not together_323(item59):
                                                for i141, item140 in enumerate(item59):
                                                    if item140 is not None:
                                                        if type(item140) is not dict:
                                                            errors.append((() + (key1,) + (key58,) + (i141,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1.Device'.format(go_kind(item140))))
                                                        else:
                                                            for key324, item325 in item140.items():
                                                                if key324 == 'name':
                                                                    if item325 is not None:
                                                                        if type(item325) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item325))))
                                                                elif key324 == 'attributes':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item325))))
                                                                        else:
                                                                            for key326, item327 in item325.items():
                                                                                if True:
                                                                                    if item327 is not None:
                                                                                        if type(item327) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item327))))
                                                                                        else:
                                                                                            for key328, item329 in item327.items():
                                                                                                if key328 == 'int':
                                                                                                    if item329 is not None and (type(item329) is not int or not INT64_MIN <= item329 <= INT64_MAX):
                                                                                                        if type(item329) is int:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + str(item329))))
                                                                                                        elif isinstance(item329, float):
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + _number_text(item329))))
                                                                                                        else:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format(go_kind(item329))))
                                                                                                elif key328 == 'bool':
                                                                                                    if item329 is not None and type(item329) is not bool:
                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bool of type bool'.format(go_kind(item329))))
                                                                                                elif key328 == 'string':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.string of type string'.format(go_kind(item329))))
                                                                                                elif key328 == 'version':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.version of type string'.format(go_kind(item329))))
                                                                                                elif key328 == 'ints':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type []int64'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_334(values):
                                                                                                                kinds332 = set(map(type, values))
                                                                                                                if not kinds332 <= _INTS: return False
                                                                                                                numbers333 = list(_present(values)) if _NONE in kinds332 else values
                                                                                                                if numbers333 and (min(numbers333) < INT64_MIN or max(numbers333) > INT64_MAX): return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_334(item329):
                                                                                                                for i331, item330 in enumerate(item329):
                                                                                                                    if item330 is not None and (type(item330) is not int or not INT64_MIN <= item330 <= INT64_MAX):
                                                                                                                        if type(item330) is int:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i331,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + str(item330))))
                                                                                                                        elif isinstance(item330, float):
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i331,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + _number_text(item330))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i331,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format(go_kind(item330))))
                                                                                                elif key328 == 'bools':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type []bool'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_338(values):
                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_338(item329):
                                                                                                                for i336, item335 in enumerate(item329):
                                                                                                                    if item335 is not None and type(item335) is not bool:
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i336,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type bool'.format(go_kind(item335))))
                                                                                                elif key328 == 'strings':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type []string'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_342(values):
                                                                                                                kinds341 = set(map(type, values))
                                                                                                                if not kinds341 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_342(item329):
                                                                                                                for i340, item339 in enumerate(item329):
                                                                                                                    if item339 is not None:
                                                                                                                        if type(item339) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i340,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type string'.format(go_kind(item339))))
                                                                                                elif key328 == 'versions':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type []string'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_346(values):
                                                                                                                kinds345 = set(map(type, values))
                                                                                                                if not kinds345 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_346(item329):
                                                                                                                for i344, item343 in enumerate(item329):
                                                                                                                    if item343 is not None:
                                                                                                                        if type(item343) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type string'.format(go_kind(item343))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,))
                                                                elif key324 == 'capacity':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type map[v1.QualifiedName]v1.DeviceCapacity'.format(go_kind(item325))))
                                                                        else:
                                                                            for key347, item348 in item325.items():
                                                                                if True:
                                                                                    if item348 is not None:
                                                                                        if type(item348) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type v1.DeviceCapacity'.format(go_kind(item348))))
                                                                                        else:
                                                                                            for key349, item350 in item348.items():
                                                                                                if key349 == 'value':
                                                                                                    if item350 is not None and not (type(item350) is str and _quantity_ok(item350) or type(item350) is int or isinstance(item350, float)):
                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,), QUANTITY_FORMAT))
                                                                                                elif key349 == 'requestPolicy':
                                                                                                    if item350 is not None:
                                                                                                        if type(item350) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.capacity.requestPolicy of type v1.CapacityRequestPolicy'.format(go_kind(item350))))
                                                                                                        else:
                                                                                                            for key351, item352 in item350.items():
                                                                                                                if key351 == 'default':
                                                                                                                    if item352 is not None and not (type(item352) is str and _quantity_ok(item352) or type(item352) is int or isinstance(item352, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,), QUANTITY_FORMAT))
                                                                                                                elif key351 == 'validValues':
                                                                                                                    if item352 is not None:
                                                                                                                        if type(item352) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item352))))
                                                                                                                        else:
                                                                                                                            def together_356(values):
                                                                                                                                kinds355 = set(map(type, values))
                                                                                                                                if not kinds355 <= _STRINGS: return False
                                                                                                                                if not all(map(_quantity_match, set(values) - {None})): return False
                                                                                                                                return True
                                                                                                                            if len(item352) < 8 or not together_356(item352):
                                                                                                                                for i354, item353 in enumerate(item352):
                                                                                                                                    if item353 is not None and not (type(item353) is str and _quantity_ok(item353) or type(item353) is int or isinstance(item353, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (i354,), QUANTITY_FORMAT))
                                                                                                                elif key351 == 'validRange':
                                                                                                                    if item352 is not None:
                                                                                                                        if type(item352) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validRange of type v1.CapacityRequestPolicyRange'.format(go_kind(item352))))
                                                                                                                        else:
                                                                                                                            for key357, item358 in item352.items():
                                                                                                                                if key357 == 'min':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                elif key357 == 'max':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                elif key357 == 'step':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,))
                                                                elif key324 == 'consumesCounters':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type []v1.DeviceCounterConsumption'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_379(values):
                                                                                kinds361 = set(map(type, values))
                                                                                if not kinds361 <= _DICTS: return False
                                                                                maps362 = list(filter(None, values)) if _NONE in kinds361 else values
                                                                                keys363 = set().union(*maps362)
                                                                                if not keys363 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                                                if 'counterSet' in keys363:
                                                                                    field364 = list(map(_get, maps362, repeat('counterSet')))
                                                                                    kinds365 = set(map(type, field364))
                                                                                    if not kinds365 <= _STRINGS: return False
                                                                                if 'counters' in keys363:
                                                                                    field366 = list(map(_get, maps362, repeat('counters')))
                                                                                    kinds367 = set(map(type, field366))
                                                                                    if not kinds367 <= _DICTS: return False
                                                                                    maps368 = list(filter(None, field366)) if _NONE in kinds367 else field366
                                                                                    members369 = list(chain.from_iterable(map(dict.values, maps368)))
                                                                                    kinds370 = set(map(type, members369))
                                                                                    if not kinds370 <= _DICTS: return False
                                                                                    maps371 = list(filter(None, members369)) if _NONE in kinds370 else members369
                                                                                    keys372 = set().union(*maps371)
                                                                                    if not keys372 <= {'value'}: return False
                                                                                    if 'value' in keys372:
                                                                                        field373 = list(map(_get, maps371, repeat('value')))
                                                                                        kinds374 = set(map(type, field373))
                                                                                        if not kinds374 <= _STRINGS: return False
                                                                                        if not all(map(_quantity_match, set(field373) - {None})): return False
                                                                                if 'compatibilityGroups' in keys363:
                                                                                    field375 = list(map(_get, maps362, repeat('compatibilityGroups')))
                                                                                    kinds376 = set(map(type, field375))
                                                                                    if not kinds376 <= _LISTS: return False
                                                                                    items377 = list(chain.from_iterable(filter(None, field375)))
                                                                                    kinds378 = set(map(type, items377))
                                                                                    if not kinds378 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_379(item325):
                                                                                for i360, item359 in enumerate(item325):
                                                                                    if item359 is not None:
                                                                                        if type(item359) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type v1.DeviceCounterConsumption'.format(go_kind(item359))))
                                                                                        else:
                                                                                            for key380, item381 in item359.items():
                                                                                                if key380 == 'counterSet':
                                                                                                    if item381 is not None:
                                                                                                        if type(item381) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counterSet of type string'.format(go_kind(item381))))
                                                                                                elif key380 == 'counters':
                                                                                                    if item381 is not None:
                                                                                                        if type(item381) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type map[string]v1.Counter'.format(go_kind(item381))))
                                                                                                        else:
                                                                                                            for key382, item383 in item381.items():
                                                                                                                if True:
                                                                                                                    if item383 is not None:
                                                                                                                        if type(item383) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (key382,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type v1.Counter'.format(go_kind(item383))))
                                                                                                                        else:
                                                                                                                            for key384, item385 in item383.items():
                                                                                                                                if key384 == 'value':
                                                                                                                                    if item385 is not None and not (type(item385) is str and _quantity_ok(item385) or type(item385) is int or isinstance(item385, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (key382,) + (key384,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (key382,) + (key384,))
                                                                                                elif key380 == 'compatibilityGroups':
                                                                                                    if item381 is not None:
                                                                                                        if type(item381) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item381))))
                                                                                                        else:
                                                                                                            def together_389(values):
                                                                                                                kinds388 = set(map(type, values))
                                                                                                                if not kinds388 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item381) < 8 or not together_389(item381):
                                                                                                                for i387, item386 in enumerate(item381):
                                                                                                                    if item386 is not None:
                                                                                                                        if type(item386) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (i387,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type string'.format(go_kind(item386))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,))
                                                                elif key324 == 'nodeName':
                                                                    if item325 is not None:
                                                                        if type(item325) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeName of type string'.format(go_kind(item325))))
                                                                elif key324 == 'nodeSelector':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeSelector of type v1.NodeSelector'.format(go_kind(item325))))
                                                                        else:
                                                                            for key390, item391 in item325.items():
                                                                                if key390 == 'nodeSelectorTerms':
                                                                                    if item391 is not None:
                                                                                        if type(item391) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item391))))
                                                                                        else:
                                                                                            def together_425(values):
                                                                                                kinds394 = set(map(type, values))
                                                                                                if not kinds394 <= _DICTS: return False
                                                                                                maps395 = list(filter(None, values)) if _NONE in kinds394 else values
                                                                                                keys396 = set().union(*maps395)
                                                                                                if not keys396 <= {'matchExpressions', 'matchFields'}: return False
                                                                                                if 'matchExpressions' in keys396:
                                                                                                    field397 = list(map(_get, maps395, repeat('matchExpressions')))
                                                                                                    kinds398 = set(map(type, field397))
                                                                                                    if not kinds398 <= _LISTS: return False
                                                                                                    items399 = list(chain.from_iterable(filter(None, field397)))
                                                                                                    kinds400 = set(map(type, items399))
                                                                                                    if not kinds400 <= _DICTS: return False
                                                                                                    maps401 = list(filter(None, items399)) if _NONE in kinds400 else items399
                                                                                                    keys402 = set().union(*maps401)
                                                                                                    if not keys402 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys402:
                                                                                                        field403 = list(map(_get, maps401, repeat('key')))
                                                                                                        kinds404 = set(map(type, field403))
                                                                                                        if not kinds404 <= _STRINGS: return False
                                                                                                    if 'operator' in keys402:
                                                                                                        field405 = list(map(_get, maps401, repeat('operator')))
                                                                                                        kinds406 = set(map(type, field405))
                                                                                                        if not kinds406 <= _STRINGS: return False
                                                                                                    if 'values' in keys402:
                                                                                                        field407 = list(map(_get, maps401, repeat('values')))
                                                                                                        kinds408 = set(map(type, field407))
                                                                                                        if not kinds408 <= _LISTS: return False
                                                                                                        items409 = list(chain.from_iterable(filter(None, field407)))
                                                                                                        kinds410 = set(map(type, items409))
                                                                                                        if not kinds410 <= _STRINGS: return False
                                                                                                if 'matchFields' in keys396:
                                                                                                    field411 = list(map(_get, maps395, repeat('matchFields')))
                                                                                                    kinds412 = set(map(type, field411))
                                                                                                    if not kinds412 <= _LISTS: return False
                                                                                                    items413 = list(chain.from_iterable(filter(None, field411)))
                                                                                                    kinds414 = set(map(type, items413))
                                                                                                    if not kinds414 <= _DICTS: return False
                                                                                                    maps415 = list(filter(None, items413)) if _NONE in kinds414 else items413
                                                                                                    keys416 = set().union(*maps415)
                                                                                                    if not keys416 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys416:
                                                                                                        field417 = list(map(_get, maps415, repeat('key')))
                                                                                                        kinds418 = set(map(type, field417))
                                                                                                        if not kinds418 <= _STRINGS: return False
                                                                                                    if 'operator' in keys416:
                                                                                                        field419 = list(map(_get, maps415, repeat('operator')))
                                                                                                        kinds420 = set(map(type, field419))
                                                                                                        if not kinds420 <= _STRINGS: return False
                                                                                                    if 'values' in keys416:
                                                                                                        field421 = list(map(_get, maps415, repeat('values')))
                                                                                                        kinds422 = set(map(type, field421))
                                                                                                        if not kinds422 <= _LISTS: return False
                                                                                                        items423 = list(chain.from_iterable(filter(None, field421)))
                                                                                                        kinds424 = set(map(type, items423))
                                                                                                        if not kinds424 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item391) < 8 or not together_425(item391):
                                                                                                for i393, item392 in enumerate(item391):
                                                                                                    if item392 is not None:
                                                                                                        if type(item392) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item392))))
                                                                                                        else:
                                                                                                            for key426, item427 in item392.items():
                                                                                                                if key426 == 'matchExpressions':
                                                                                                                    if item427 is not None:
                                                                                                                        if type(item427) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item427))))
                                                                                                                        else:
                                                                                                                            def together_441(values):
                                                                                                                                kinds430 = set(map(type, values))
                                                                                                                                if not kinds430 <= _DICTS: return False
                                                                                                                                maps431 = list(filter(None, values)) if _NONE in kinds430 else values
                                                                                                                                keys432 = set().union(*maps431)
                                                                                                                                if not keys432 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys432:
                                                                                                                                    field433 = list(map(_get, maps431, repeat('key')))
                                                                                                                                    kinds434 = set(map(type, field433))
                                                                                                                                    if not kinds434 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys432:
                                                                                                                                    field435 = list(map(_get, maps431, repeat('operator')))
                                                                                                                                    kinds436 = set(map(type, field435))
                                                                                                                                    if not kinds436 <= _STRINGS: return False
                                                                                                                                if 'values' in keys432:
                                                                                                                                    field437 = list(map(_get, maps431, repeat('values')))
                                                                                                                                    kinds438 = set(map(type, field437))
                                                                                                                                    if not kinds438 <= _LISTS: return False
                                                                                                                                    items439 = list(chain.from_iterable(filter(None, field437)))
                                                                                                                                    kinds440 = set(map(type, items439))
                                                                                                                                    if not kinds440 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item427) < 8 or not together_441(item427):
                                                                                                                                for i429, item428 in enumerate(item427):
                                                                                                                                    if item428 is not None:
                                                                                                                                        if type(item428) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item428))))
                                                                                                                                        else:
                                                                                                                                            for key442, item443 in item428.items():
                                                                                                                                                if key442 == 'key':
                                                                                                                                                    if item443 is not None:
                                                                                                                                                        if type(item443) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item443))))
                                                                                                                                                elif key442 == 'operator':
                                                                                                                                                    if item443 is not None:
                                                                                                                                                        if type(item443) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item443))))
                                                                                                                                                elif key442 == 'values':
                                                                                                                                                    if item443 is not None:
                                                                                                                                                        if type(item443) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item443))))
                                                                                                                                                        else:
                                                                                                                                                            def together_447(values):
                                                                                                                                                                kinds446 = set(map(type, values))
                                                                                                                                                                if not kinds446 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item443) < 8 or not together_447(item443):
                                                                                                                                                                for i445, item444 in enumerate(item443):
                                                                                                                                                                    if item444 is not None:
                                                                                                                                                                        if type(item444) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,) + (i445,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item444))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,))
                                                                                                                elif key426 == 'matchFields':
                                                                                                                    if item427 is not None:
                                                                                                                        if type(item427) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item427))))
                                                                                                                        else:
                                                                                                                            def together_461(values):
                                                                                                                                kinds450 = set(map(type, values))
                                                                                                                                if not kinds450 <= _DICTS: return False
                                                                                                                                maps451 = list(filter(None, values)) if _NONE in kinds450 else values
                                                                                                                                keys452 = set().union(*maps451)
                                                                                                                                if not keys452 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys452:
                                                                                                                                    field453 = list(map(_get, maps451, repeat('key')))
                                                                                                                                    kinds454 = set(map(type, field453))
                                                                                                                                    if not kinds454 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys452:
                                                                                                                                    field455 = list(map(_get, maps451, repeat('operator')))
                                                                                                                                    kinds456 = set(map(type, field455))
                                                                                                                                    if not kinds456 <= _STRINGS: return False
                                                                                                                                if 'values' in keys452:
                                                                                                                                    field457 = list(map(_get, maps451, repeat('values')))
                                                                                                                                    kinds458 = set(map(type, field457))
                                                                                                                                    if not kinds458 <= _LISTS: return False
                                                                                                                                    items459 = list(chain.from_iterable(filter(None, field457)))
                                                                                                                                    kinds460 = set(map(type, items459))
                                                                                                                                    if not kinds460 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item427) < 8 or not together_461(item427):
                                                                                                                                for i449, item448 in enumerate(item427):
                                                                                                                                    if item448 is not None:
                                                                                                                                        if type(item448) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item448))))
                                                                                                                                        else:
                                                                                                                                            for key462, item463 in item448.items():
                                                                                                                                                if key462 == 'key':
                                                                                                                                                    if item463 is not None:
                                                                                                                                                        if type(item463) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item463))))
                                                                                                                                                elif key462 == 'operator':
                                                                                                                                                    if item463 is not None:
                                                                                                                                                        if type(item463) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item463))))
                                                                                                                                                elif key462 == 'values':
                                                                                                                                                    if item463 is not None:
                                                                                                                                                        if type(item463) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item463))))
                                                                                                                                                        else:
                                                                                                                                                            def together_467(values):
                                                                                                                                                                kinds466 = set(map(type, values))
                                                                                                                                                                if not kinds466 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item463) < 8 or not together_467(item463):
                                                                                                                                                                for i465, item464 in enumerate(item463):
                                                                                                                                                                    if item464 is not None:
                                                                                                                                                                        if type(item464) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,) + (i465,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item464))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,))
                                                                elif key324 == 'allNodes':
                                                                    if item325 is not None and type(item325) is not bool:
                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allNodes of type bool'.format(go_kind(item325))))
                                                                elif key324 == 'taints':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type []v1.DeviceTaint'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_481(values):
                                                                                kinds470 = set(map(type, values))
                                                                                if not kinds470 <= _DICTS: return False
                                                                                maps471 = list(filter(None, values)) if _NONE in kinds470 else values
                                                                                keys472 = set().union(*maps471)
                                                                                if not keys472 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                                                if 'key' in keys472:
                                                                                    field473 = list(map(_get, maps471, repeat('key')))
                                                                                    kinds474 = set(map(type, field473))
                                                                                    if not kinds474 <= _STRINGS: return False
                                                                                if 'value' in keys472:
                                                                                    field475 = list(map(_get, maps471, repeat('value')))
                                                                                    kinds476 = set(map(type, field475))
                                                                                    if not kinds476 <= _STRINGS: return False
                                                                                if 'effect' in keys472:
                                                                                    field477 = list(map(_get, maps471, repeat('effect')))
                                                                                    kinds478 = set(map(type, field477))
                                                                                    if not kinds478 <= _STRINGS: return False
                                                                                if 'timeAdded' in keys472:
                                                                                    field479 = list(map(_get, maps471, repeat('timeAdded')))
                                                                                    kinds480 = set(map(type, field479))
                                                                                    if not kinds480 <= _STRINGS: return False
                                                                                    if not all(map(_valid_time, set(field479) - {None})): return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_481(item325):
                                                                                for i469, item468 in enumerate(item325):
                                                                                    if item468 is not None:
                                                                                        if type(item468) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type v1.DeviceTaint'.format(go_kind(item468))))
                                                                                        else:
                                                                                            for key482, item483 in item468.items():
                                                                                                if key482 == 'key':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.key of type string'.format(go_kind(item483))))
                                                                                                elif key482 == 'value':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.value of type string'.format(go_kind(item483))))
                                                                                                elif key482 == 'effect':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.effect of type v1.DeviceTaintEffect'.format(go_kind(item483))))
                                                                                                elif key482 == 'timeAdded':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.timeAdded of type v1.Time'.format(go_kind(item483))))
                                                                                                        elif not _valid_time(item483):
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'parsing time "' + item483 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,))
                                                                elif key324 == 'bindsToNode':
                                                                    if item325 is not None and type(item325) is not bool:
                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindsToNode of type bool'.format(go_kind(item325))))
                                                                elif key324 == 'bindingConditions':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type []string'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_487(values):
                                                                                kinds486 = set(map(type, values))
                                                                                if not kinds486 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_487(item325):
                                                                                for i485, item484 in enumerate(item325):
                                                                                    if item484 is not None:
                                                                                        if type(item484) is not str:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i485,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type string'.format(go_kind(item484))))
                                                                elif key324 == 'bindingFailureConditions':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type []string'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_491(values):
                                                                                kinds490 = set(map(type, values))
                                                                                if not kinds490 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_491(item325):
                                                                                for i489, item488 in enumerate(item325):
                                                                                    if item488 is not None:
                                                                                        if type(item488) is not str:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i489,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type string'.format(go_kind(item488))))
                                                                elif key324 == 'allowMultipleAllocations':
                                                                    if item325 is not None and type(item325) is not bool:
                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allowMultipleAllocations of type bool'.format(go_kind(item325))))
                                                                elif key324 == 'nodeAllocatableResources':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type map[v1.ResourceName]v1.NodeAllocatableResource'.format(go_kind(item325))))
                                                                        else:
                                                                            for key492, item493 in item325.items():
                                                                                if True:
                                                                                    if item493 is not None:
                                                                                        if type(item493) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type v1.NodeAllocatableResource'.format(go_kind(item493))))
                                                                                        else:
                                                                                            for key494, item495 in item493.items():
                                                                                                if key494 == 'mapping':
                                                                                                    if item495 is not None:
                                                                                                        if type(item495) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.mapping of type v1.NodeAllocatableMapping'.format(go_kind(item495))))
                                                                                                        else:
                                                                                                            for key496, item497 in item495.items():
                                                                                                                if key496 == 'capacityKey':
                                                                                                                    if item497 is not None:
                                                                                                                        if type(item497) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.nodeAllocatableResources.mapping.capacityKey of type v1.QualifiedName'.format(go_kind(item497))))
                                                                                                                elif key496 == 'capacityMultiplier':
                                                                                                                    if item497 is not None and not (type(item497) is str and _quantity_ok(item497) or type(item497) is int or isinstance(item497, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,), QUANTITY_FORMAT))
                                                                                                                elif key496 == 'deviceMultiplier':
                                                                                                                    if item497 is not None and not (type(item497) is str and _quantity_ok(item497) or type(item497) is int or isinstance(item497, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,))
                                                                                                elif key494 == 'overhead':
                                                                                                    if item495 is not None:
                                                                                                        if type(item495) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.overhead of type v1.NodeAllocatableOverhead'.format(go_kind(item495))))
                                                                                                        else:
                                                                                                            for key498, item499 in item495.items():
                                                                                                                if key498 == 'perPod':
                                                                                                                    if item499 is not None and not (type(item499) is str and _quantity_ok(item499) or type(item499) is int or isinstance(item499, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key498,), QUANTITY_FORMAT))
                                                                                                                elif key498 == 'perContainer':
                                                                                                                    if item499 is not None and not (type(item499) is str and _quantity_ok(item499) or type(item499) is int or isinstance(item499, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key498,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key498,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,))
                                elif key58 == 'perDeviceNodeSelection':
                                    if item59 is not None and type(item59) is not bool:
                                        errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item59))))
                                elif key58 == 'sharedCounters':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1.CounterSet'.format(go_kind(item59))))
                                        else:
                                            def together_516(values):
                                                kinds502 = set(map(type, values))
                                                if not kinds502 <= _DICTS: return False
                                                maps503 = list(filter(None, values)) if _NONE in kinds502 else values
                                                keys504 = set().union(*maps503)
                                                if not keys504 <= {'counters', 'name'}: return False
                                                if 'name' in keys504:
                                                    field505 = list(map(_get, maps503, repeat('name')))
                                                    kinds506 = set(map(type, field505))
                                                    if not kinds506 <= _STRINGS: return False
                                                if 'counters' in keys504:
                                                    field507 = list(map(_get, maps503, repeat('counters')))
                                                    kinds508 = set(map(type, field507))
                                                    if not kinds508 <= _DICTS: return False
                                                    maps509 = list(filter(None, field507)) if _NONE in kinds508 else field507
                                                    members510 = list(chain.from_iterable(map(dict.values, maps509)))
                                                    kinds511 = set(map(type, members510))
                                                    if not kinds511 <= _DICTS: return False
                                                    maps512 = list(filter(None, members510)) if _NONE in kinds511 else members510
                                                    keys513 = set().union(*maps512)
                                                    if not keys513 <= {'value'}: return False
                                                    if 'value' in keys513:
                                                        field514 = list(map(_get, maps512, repeat('value')))
                                                        kinds515 = set(map(type, field514))
                                                        if not kinds515 <= _STRINGS: return False
                                                        if not all(map(_quantity_match, set(field514) - {None})): return False
                                                return True
                                            if len(item59) < 8 or not together_516(item59):
                                                for i501, item500 in enumerate(item59):
                                                    if item500 is not None:
                                                        if type(item500) is not dict:
                                                            errors.append((() + (key1,) + (key58,) + (i501,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1.CounterSet'.format(go_kind(item500))))
                                                        else:
                                                            for key517, item518 in item500.items():
                                                                if key517 == 'name':
                                                                    if item518 is not None:
                                                                        if type(item518) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i501,) + (key517,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item518))))
                                                                elif key517 == 'counters':
                                                                    if item518 is not None:
                                                                        if type(item518) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i501,) + (key517,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1.Counter'.format(go_kind(item518))))
                                                                        else:
                                                                            for key519, item520 in item518.items():
                                                                                if True:
                                                                                    if item520 is not None:
                                                                                        if type(item520) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i501,) + (key517,) + (key519,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1.Counter'.format(go_kind(item520))))
                                                                                        else:
                                                                                            for key521, item522 in item520.items():
                                                                                                if key521 == 'value':
                                                                                                    if item522 is not None and not (type(item522) is str and _quantity_ok(item522) or type(item522) is int or isinstance(item522, float)):
                                                                                                        errors.append((() + (key1,) + (key58,) + (i501,) + (key517,) + (key519,) + (key521,), QUANTITY_FORMAT))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i501,) + (key517,) + (key519,) + (key521,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key58,) + (i501,) + (key517,))
                                elif key58 == 'partitionTypeAttribute':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1.FullyQualifiedName'.format(go_kind(item59))))
                                elif key58 == 'skipNodeOperations':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item59))))
                                        else:
                                            def together_526(values):
                                                kinds525 = set(map(type, values))
                                                if not kinds525 <= _STRINGS: return False
                                                return True
                                            if len(item59) < 8 or not together_526(item59):
                                                for i524, item523 in enumerate(item59):
                                                    if item523 is not None:
                                                        if type(item523) is not str:
                                                            errors.append((() + (key1,) + (key58,) + (i524,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item523))))
                                else:
                                    unknown.append(() + (key1,) + (key58,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown


def check_3(value):
    errors = []
    unknown = []
    if value is not None:
        if type(value) is not dict:
            errors.append(((), 'json: cannot unmarshal {} into Go struct field ResourceSlice. of type '.format(go_kind(value))))
        else:
            for key1, item2 in value.items():
                if key1 == 'apiVersion':
                    pass
                elif key1 == 'kind':
                    pass
                elif key1 == 'metadata':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.metadata of type v1.ObjectMeta'.format(go_kind(item2))))
                        else:
                            for key3, item4 in item2.items():
                                if key3 == 'name':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.name of type string'.format(go_kind(item4))))
                                elif key3 == 'generateName':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generateName of type string'.format(go_kind(item4))))
                                elif key3 == 'namespace':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.namespace of type string'.format(go_kind(item4))))
                                elif key3 == 'selfLink':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.selfLink of type string'.format(go_kind(item4))))
                                elif key3 == 'uid':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.uid of type types.UID'.format(go_kind(item4))))
                                elif key3 == 'resourceVersion':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.resourceVersion of type string'.format(go_kind(item4))))
                                elif key3 == 'generation':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format(go_kind(item4))))
                                elif key3 == 'creationTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.creationTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionGracePeriodSeconds':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format(go_kind(item4))))
                                elif key3 == 'labels':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key5, item6 in item4.items():
                                                if True:
                                                    if item6 is not None:
                                                        if type(item6) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key5,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type string'.format(go_kind(item6))))
                                elif key3 == 'annotations':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key7, item8 in item4.items():
                                                if True:
                                                    if item8 is not None:
                                                        if type(item8) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key7,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type string'.format(go_kind(item8))))
                                elif key3 == 'ownerReferences':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type []v1.OwnerReference'.format(go_kind(item4))))
                                        else:
                                            def together_26(values):
                                                kinds11 = set(map(type, values))
                                                if not kinds11 <= _DICTS: return False
                                                maps12 = list(filter(None, values)) if _NONE in kinds11 else values
                                                keys13 = set().union(*maps12)
                                                if not keys13 <= {'apiVersion', 'blockOwnerDeletion', 'controller', 'kind', 'name', 'uid'}: return False
                                                if 'apiVersion' in keys13:
                                                    field14 = list(map(_get, maps12, repeat('apiVersion')))
                                                    kinds15 = set(map(type, field14))
                                                    if not kinds15 <= _STRINGS: return False
                                                if 'kind' in keys13:
                                                    field16 = list(map(_get, maps12, repeat('kind')))
                                                    kinds17 = set(map(type, field16))
                                                    if not kinds17 <= _STRINGS: return False
                                                if 'name' in keys13:
                                                    field18 = list(map(_get, maps12, repeat('name')))
                                                    kinds19 = set(map(type, field18))
                                                    if not kinds19 <= _STRINGS: return False
                                                if 'uid' in keys13:
                                                    field20 = list(map(_get, maps12, repeat('uid')))
                                                    kinds21 = set(map(type, field20))
                                                    if not kinds21 <= _STRINGS: return False
                                                if 'controller' in keys13:
                                                    field22 = list(map(_get, maps12, repeat('controller')))
                                                    if not set(map(type, field22)) <= _BOOLS: return False
                                                if 'blockOwnerDeletion' in keys13:
                                                    field24 = list(map(_get, maps12, repeat('blockOwnerDeletion')))
                                                    if not set(map(type, field24)) <= _BOOLS: return False
                                                return True
                                            if len(item4) < 8 or not together_26(item4):
                                                for i10, item9 in enumerate(item4):
                                                    if item9 is not None:
                                                        if type(item9) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                        else:
                                                            for key27, item28 in item9.items():
                                                                if key27 == 'apiVersion':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item28))))
                                                                elif key27 == 'kind':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item28))))
                                                                elif key27 == 'name':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item28))))
                                                                elif key27 == 'uid':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item28))))
                                                                elif key27 == 'controller':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item28))))
                                                                elif key27 == 'blockOwnerDeletion':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item28))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i10,) + (key27,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            def together_32(values):
                                                kinds31 = set(map(type, values))
                                                if not kinds31 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_32(item4):
                                                for i30, item29 in enumerate(item4):
                                                    if item29 is not None:
                                                        if type(item29) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (i30,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item29))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            def together_53(values):
                                                kinds35 = set(map(type, values))
                                                if not kinds35 <= _DICTS: return False
                                                maps36 = list(filter(None, values)) if _NONE in kinds35 else values
                                                keys37 = set().union(*maps36)
                                                if not keys37 <= {'apiVersion', 'fieldsType', 'fieldsV1', 'manager', 'operation', 'subresource', 'time'}: return False
                                                if 'manager' in keys37:
                                                    field38 = list(map(_get, maps36, repeat('manager')))
                                                    kinds39 = set(map(type, field38))
                                                    if not kinds39 <= _STRINGS: return False
                                                if 'operation' in keys37:
                                                    field40 = list(map(_get, maps36, repeat('operation')))
                                                    kinds41 = set(map(type, field40))
                                                    if not kinds41 <= _STRINGS: return False
                                                if 'apiVersion' in keys37:
                                                    field42 = list(map(_get, maps36, repeat('apiVersion')))
                                                    kinds43 = set(map(type, field42))
                                                    if not kinds43 <= _STRINGS: return False
                                                if 'time' in keys37:
                                                    field44 = list(map(_get, maps36, repeat('time')))
                                                    kinds45 = set(map(type, field44))
                                                    if not kinds45 <= _STRINGS: return False
                                                    if not all(map(_valid_time, set(field44) - {None})): return False
                                                if 'fieldsType' in keys37:
                                                    field46 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds47 = set(map(type, field46))
                                                    if not kinds47 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field48 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds49 = set(map(type, field48))
                                                    if not kinds49 <= _DICTS: return False
                                                    maps50 = list(filter(None, field48)) if _NONE in kinds49 else field48
                                                if 'subresource' in keys37:
                                                    field51 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds52 = set(map(type, field51))
                                                    if not kinds52 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_53(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key54, item55 in item33.items():
                                                                if key54 == 'manager':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item55))))
                                                                elif key54 == 'operation':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item55))))
                                                                elif key54 == 'apiVersion':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item55))))
                                                                elif key54 == 'time':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item55))))
                                                                        elif not _valid_time(item55):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'parsing time "' + item55 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key54 == 'fieldsType':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item55))))
                                                                elif key54 == 'fieldsV1':
                                                                    if item55 is not None:
                                                                        if type(item55) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item55))))
                                                                        else:
                                                                            for key56, item57 in item55.items():
                                                                                pass
                                                                elif key54 == 'subresource':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item55))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key54,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1beta1.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key58, item59 in item2.items():
                                if key58 == 'driver':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item59))))
                                elif key58 == 'pool':
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1beta1.ResourcePool'.format(go_kind(item59))))
                                        else:
                                            for key60, item61 in item59.items():
                                                if key60 == 'name':
                                                    if item61 is not None:
                                                        if type(item61) is not str:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item61))))
                                                elif key60 == 'generation':
                                                    if item61 is not None and (type(item61) is not int or not INT64_MIN <= item61 <= INT64_MAX):
                                                        if type(item61) is int:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item61))))
                                                        elif isinstance(item61, float):
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item61))))
                                                        else:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item61))))
                                                elif key60 == 'resourceSliceCount':
                                                    if item61 is not None and (type(item61) is not int or not INT64_MIN <= item61 <= INT64_MAX):
                                                        if type(item61) is int:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item61))))
                                                        elif isinstance(item61, float):
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item61))))
                                                        else:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item61))))
                                                else:
                                                    unknown.append(() + (key1,) + (key58,) + (key60,))
                                elif key58 == 'nodeName':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item59))))
                                elif key58 == 'nodeSelector':
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item59))))
                                        else:
                                            for key62, item63 in item59.items():
                                                if key62 == 'nodeSelectorTerms':
                                                    if item63 is not None:
                                                        if type(item63) is not list:
                                                            errors.append((() + (key1,) + (key58,) + (key62,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item63))))
                                                        else:
                                                            def together_97(values):
                                                                kinds66 = set(map(type, values))
                                                                if not kinds66 <= _DICTS: return False
                                                                maps67 = list(filter(None, values)) if _NONE in kinds66 else values
                                                                keys68 = set().union(*maps67)
                                                                if not keys68 <= {'matchExpressions', 'matchFields'}: return False
                                                                if 'matchExpressions' in keys68:
                                                                    field69 = list(map(_get, maps67, repeat('matchExpressions')))
                                                                    kinds70 = set(map(type, field69))
                                                                    if not kinds70 <= _LISTS: return False
                                                                    items71 = list(chain.from_iterable(filter(None, field69)))
                                                                    kinds72 = set(map(type, items71))
                                                                    if not kinds72 <= _DICTS: return False
                                                                    maps73 = list(filter(None, items71)) if _NONE in kinds72 else items71
                                                                    keys74 = set().union(*maps73)
                                                                    if not keys74 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys74:
                                                                        field75 = list(map(_get, maps73, repeat('key')))
                                                                        kinds76 = set(map(type, field75))
                                                                        if not kinds76 <= _STRINGS: return False
                                                                    if 'operator' in keys74:
                                                                        field77 = list(map(_get, maps73, repeat('operator')))
                                                                        kinds78 = set(map(type, field77))
                                                                        if not kinds78 <= _STRINGS: return False
                                                                    if 'values' in keys74:
                                                                        field79 = list(map(_get, maps73, repeat('values')))
                                                                        kinds80 = set(map(type, field79))
                                                                        if not kinds80 <= _LISTS: return False
                                                                        items81 = list(chain.from_iterable(filter(None, field79)))
                                                                        kinds82 = set(map(type, items81))
                                                                        if not kinds82 <= _STRINGS: return False
                                                                if 'matchFields' in keys68:
                                                                    field83 = list(map(_get, maps67, repeat('matchFields')))
                                                                    kinds84 = set(map(type, field83))
                                                                    if not kinds84 <= _LISTS: return False
                                                                    items85 = list(chain.from_iterable(filter(None, field83)))
                                                                    kinds86 = set(map(type, items85))
                                                                    if not kinds86 <= _DICTS: return False
                                                                    maps87 = list(filter(None, items85)) if _NONE in kinds86 else items85
                                                                    keys88 = set().union(*maps87)
                                                                    if not keys88 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys88:
                                                                        field89 = list(map(_get, maps87, repeat('key')))
                                                                        kinds90 = set(map(type, field89))
                                                                        if not kinds90 <= _STRINGS: return False
                                                                    if 'operator' in keys88:
                                                                        field91 = list(map(_get, maps87, repeat('operator')))
                                                                        kinds92 = set(map(type, field91))
                                                                        if not kinds92 <= _STRINGS: return False
                                                                    if 'values' in keys88:
                                                                        field93 = list(map(_get, maps87, repeat('values')))
                                                                        kinds94 = set(map(type, field93))
                                                                        if not kinds94 <= _LISTS: return False
                                                                        items95 = list(chain.from_iterable(filter(None, field93)))
                                                                        kinds96 = set(map(type, items95))
                                                                        if not kinds96 <= _STRINGS: return False
                                                                return True
                                                            if len(item63) < 8 or not together_97(item63):
                                                                for i65, item64 in enumerate(item63):
                                                                    if item64 is not None:
                                                                        if type(item64) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item64))))
                                                                        else:
                                                                            for key98, item99 in item64.items():
                                                                                if key98 == 'matchExpressions':
                                                                                    if item99 is not None:
                                                                                        if type(item99) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item99))))
                                                                                        else:
                                                                                            def together_113(values):
                                                                                                kinds102 = set(map(type, values))
                                                                                                if not kinds102 <= _DICTS: return False
                                                                                                maps103 = list(filter(None, values)) if _NONE in kinds102 else values
                                                                                                keys104 = set().union(*maps103)
                                                                                                if not keys104 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys104:
                                                                                                    field105 = list(map(_get, maps103, repeat('key')))
                                                                                                    kinds106 = set(map(type, field105))
                                                                                                    if not kinds106 <= _STRINGS: return False
                                                                                                if 'operator' in keys104:
                                                                                                    field107 = list(map(_get, maps103, repeat('operator')))
                                                                                                    kinds108 = set(map(type, field107))
                                                                                                    if not kinds108 <= _STRINGS: return False
                                                                                                if 'values' in keys104:
                                                                                                    field109 = list(map(_get, maps103, repeat('values')))
                                                                                                    kinds110 = set(map(type, field109))
                                                                                                    if not kinds110 <= _LISTS: return False
                                                                                                    items111 = list(chain.from_iterable(filter(None, field109)))
                                                                                                    kinds112 = set(map(type, items111))
                                                                                                    if not kinds112 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item99) < 8 or not together_113(item99):
                                                                                                for i101, item100 in enumerate(item99):
                                                                                                    if item100 is not None:
                                                                                                        if type(item100) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                                        else:
                                                                                                            for key114, item115 in item100.items():
                                                                                                                if key114 == 'key':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item115))))
                                                                                                                elif key114 == 'operator':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item115))))
                                                                                                                elif key114 == 'values':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item115))))
                                                                                                                        else:
                                                                                                                            def together_119(values):
                                                                                                                                kinds118 = set(map(type, values))
                                                                                                                                if not kinds118 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item115) < 8 or not together_119(item115):
                                                                                                                                for i117, item116 in enumerate(item115):
                                                                                                                                    if item116 is not None:
                                                                                                                                        if type(item116) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,) + (i117,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item116))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,))
                                                                                elif key98 == 'matchFields':
                                                                                    if item99 is not None:
                                                                                        if type(item99) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item99))))
                                                                                        else:
                                                                                            def together_133(values):
                                                                                                kinds122 = set(map(type, values))
                                                                                                if not kinds122 <= _DICTS: return False
                                                                                                maps123 = list(filter(None, values)) if _NONE in kinds122 else values
                                                                                                keys124 = set().union(*maps123)
                                                                                                if not keys124 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys124:
                                                                                                    field125 = list(map(_get, maps123, repeat('key')))
                                                                                                    kinds126 = set(map(type, field125))
                                                                                                    if not kinds126 <= _STRINGS: return False
                                                                                                if 'operator' in keys124:
                                                                                                    field127 = list(map(_get, maps123, repeat('operator')))
                                                                                                    kinds128 = set(map(type, field127))
                                                                                                    if not kinds128 <= _STRINGS: return False
                                                                                                if 'values' in keys124:
                                                                                                    field129 = list(map(_get, maps123, repeat('values')))
                                                                                                    kinds130 = set(map(type, field129))
                                                                                                    if not kinds130 <= _LISTS: return False
                                                                                                    items131 = list(chain.from_iterable(filter(None, field129)))
                                                                                                    kinds132 = set(map(type, items131))
                                                                                                    if not kinds132 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item99) < 8 or not together_133(item99):
                                                                                                for i121, item120 in enumerate(item99):
                                                                                                    if item120 is not None:
                                                                                                        if type(item120) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item120))))
                                                                                                        else:
                                                                                                            for key134, item135 in item120.items():
                                                                                                                if key134 == 'key':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item135))))
                                                                                                                elif key134 == 'operator':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item135))))
                                                                                                                elif key134 == 'values':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item135))))
                                                                                                                        else:
                                                                                                                            def together_139(values):
                                                                                                                                kinds138 = set(map(type, values))
                                                                                                                                if not kinds138 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item135) < 8 or not together_139(item135):
                                                                                                                                for i137, item136 in enumerate(item135):
                                                                                                                                    if item136 is not None:
                                                                                                                                        if type(item136) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,) + (i137,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item136))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,))
                                                else:
                                                    unknown.append(() + (key1,) + (key58,) + (key62,))
                                elif key58 == 'allNodes':
                                    if item59 is not None and type(item59) is not bool:
                                        errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item59))))
                                elif key58 == 'devices':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1beta1.Device'.format(go_kind(item59))))
                                        else:
                                            def together_327(values):
                                                kinds142 = set(map(type, values))
                                                if not kinds142 <= _DICTS: return False
                                                maps143 = list(filter(None, values)) if _NONE in kinds142 else values
                                                keys144 = set().union(*maps143)
                                                if not keys144 <= {'basic', 'name'}: return False
                                                if 'name' in keys144:
                                                    field145 = list(map(_get, maps143, repeat('name')))
                                                    kinds146 = set(map(type, field145))
                                                    if not kinds146 <= _STRINGS: return False
                                                if 'basic' in keys144:
                                                    field147 = list(map(_get, maps143, repeat('basic')))
                                                    kinds148 = set(map(type, field147))
                                                    if not kinds148 <= _DICTS: return False
                                                    maps149 = list(filter(None, field147)) if _NONE in kinds148 else field147
                                                    keys150 = set().union(*maps149)
                                                    if not keys150 <= {'allNodes', 'allowMultipleAllocations', 'attributes', 'bindingConditions', 'bindingFailureConditions', 'bindsToNode', 'capacity', 'consumesCounters', 'nodeAllocatableResources', 'nodeName', 'nodeSelector', 'taints'}: return False
                                                    if 'attributes' in keys150:
                                                        field151 = list(map(_get, maps149, repeat('attributes')))
                                                        kinds152 = set(map(type, field151))
                                                        if not kinds152 <= _DICTS: return False
                                                        maps153 = list(filter(None, field151)) if _NONE in kinds152 else field151
                                                        members154 = list(chain.from_iterable(map(dict.values, maps153)))
                                                        kinds155 = set(map(type, members154))
                                                        if not kinds155 <= _DICTS: return False
                                                        maps156 = list(filter(None, members154)) if _NONE in kinds155 else members154
                                                        keys157 = set().union(*maps156)
                                                        if not keys157 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                        if 'int' in keys157:
                                                            field158 = list(map(_get, maps156, repeat('int')))
                                                            kinds159 = set(map(type, field158))
                                                            if not kinds159 <= _INTS: return False
                                                            numbers160 = list(_present(field158)) if _NONE in kinds159 else field158
                                                            if numbers160 and (min(numbers160) < INT64_MIN or max(numbers160) > INT64_MAX): return False
                                                        if 'bool' in keys157:
                                                            field161 = list(map(_get, maps156, repeat('bool')))
                                                            if not set(map(type, field161)) <= _BOOLS: return False
                                                        if 'string' in keys157:
                                                            field163 = list(map(_get, maps156, repeat('string')))
                                                            kinds164 = set(map(type, field163))
                                                            if not kinds164 <= _STRINGS: return False
                                                        if 'version' in keys157:
                                                            field165 = list(map(_get, maps156, repeat('version')))
                                                            kinds166 = set(map(type, field165))
                                                            if not kinds166 <= _STRINGS: return False
                                                        if 'ints' in keys157:
                                                            field167 = list(map(_get, maps156, repeat('ints')))
                                                            kinds168 = set(map(type, field167))
                                                            if not kinds168 <= _LISTS: return False
                                                            items169 = list(chain.from_iterable(filter(None, field167)))
                                                            kinds170 = set(map(type, items169))
                                                            if not kinds170 <= _INTS: return False
                                                            numbers171 = list(_present(items169)) if _NONE in kinds170 else items169
                                                            if numbers171 and (min(numbers171) < INT64_MIN or max(numbers171) > INT64_MAX): return False
                                                        if 'bools' in keys157:
                                                            field172 = list(map(_get, maps156, repeat('bools')))
                                                            kinds173 = set(map(type, field172))
                                                            if not kinds173 <= _LISTS: return False
                                                            items174 = list(chain.from_iterable(filter(None, field172)))
                                                            if not set(map(type, items174)) <= _BOOLS: return False
                                                        if 'strings' in keys157:
                                                            field176 = list(map(_get, maps156, repeat('strings')))
                                                            kinds177 = set(map(type, field176))
                                                            if not kinds177 <= _LISTS: return False
                                                            items178 = list(chain.from_iterable(filter(None, field176)))
                                                            kinds179 = set(map(type, items178))
                                                            if not kinds179 <= _STRINGS: return False
                                                        if 'versions' in keys157:
                                                            field180 = list(map(_get, maps156, repeat('versions')))
                                                            kinds181 = set(map(type, field180))
                                                            if not kinds181 <= _LISTS: return False
                                                            items182 = list(chain.from_iterable(filter(None, field180)))
                                                            kinds183 = set(map(type, items182))
                                                            if not kinds183 <= _STRINGS: return False
                                                    if 'capacity' in keys150:
                                                        field184 = list(map(_get, maps149, repeat('capacity')))
                                                        kinds185 = set(map(type, field184))
                                                        if not kinds185 <= _DICTS: return False
                                                        maps186 = list(filter(None, field184)) if _NONE in kinds185 else field184
                                                        members187 = list(chain.from_iterable(map(dict.values, maps186)))
                                                        kinds188 = set(map(type, members187))
                                                        if not kinds188 <= _DICTS: return False
                                                        maps189 = list(filter(None, members187)) if _NONE in kinds188 else members187
                                                        keys190 = set().union(*maps189)
                                                        if not keys190 <= {'requestPolicy', 'value'}: return False
                                                        if 'value' in keys190:
                                                            field191 = list(map(_get, maps189, repeat('value')))
                                                            kinds192 = set(map(type, field191))
                                                            if not kinds192 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field191) - {None})): return False
                                                        if 'requestPolicy' in keys190:
                                                            field193 = list(map(_get, maps189, repeat('requestPolicy')))
                                                            kinds194 = set(map(type, field193))
                                                            if not kinds194 <= _DICTS: return False
                                                            maps195 = list(filter(None, field193)) if _NONE in kinds194 else field193
                                                            keys196 = set().union(*maps195)
                                                            if not keys196 <= {'default', 'validRange', 'validValues'}: return False
                                                            if 'default' in keys196:
                                                                field197 = list(map(_get, maps195, repeat('default')))
                                                                kinds198 = set(map(type, field197))
                                                                if not kinds198 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field197) - {None})): return False
                                                            if 'validValues' in keys196:
                                                                field199 = list(map(_get, maps195, repeat('validValues')))
                                                                kinds200 = set(map(type, field199))
                                                                if not kinds200 <= _LISTS: return False
                                                                items201 = list(chain.from_iterable(filter(None, field199)))
                                                                kinds202 = set(map(type, items201))
                                                                if not kinds202 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(items201) - {None})): return False
                                                            if 'validRange' in keys196:
                                                                field203 = list(map(_get, maps195, repeat('validRange')))
                                                                kinds204 = set(map(type, field203))
                                                                if not kinds204 <= _DICTS: return False
                                                                maps205 = list(filter(None, field203)) if _NONE in kinds204 else field203
                                                                keys206 = set().union(*maps205)
                                                                if not keys206 <= {'max', 'min', 'step'}: return False
                                                                if 'min' in keys206:
                                                                    field207 = list(map(_get, maps205, repeat('min')))
                                                                    kinds208 = set(map(type, field207))
                                                                    if not kinds208 <= _STRINGS: return False
                                                                    if not all(map(_quantity_match, set(field207) - {None})): return False
                                                                if 'max' in keys206:
                                                                    field209 = list(map(_get, maps205, repeat('max')))
                                                                    kinds210 = set(map(type, field209))
                                                                    if not kinds210 <= _STRINGS: return False
                                                                    if not all(map(_quantity_match, set(field209) - {None})): return False
                                                                if 'step' in keys206:
                                                                    field211 = list(map(_get, maps205, repeat('step')))
                                                                    kinds212 = set(map(type, field211))
                                                                    if not kinds212 <= _STRINGS: return False
                                                                    if not all(map(_quantity_match, set(field211) - {None})): return False
                                                    if 'consumesCounters' in keys150:
                                                        field213 = list(map(_get, maps149, repeat('consumesCounters')))
                                                        kinds214 = set(map(type, field213))
                                                        if not kinds214 <= _LISTS: return False
                                                        items215 = list(chain.from_iterable(filter(None, field213)))
                                                        kinds216 = set(map(type, items215))
                                                        if not kinds216 <= _DICTS: return False
                                                        maps217 = list(filter(None, items215)) if _NONE in kinds216 else items215
                                                        keys218 = set().union(*maps217)
                                                        if not keys218 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                        if 'counterSet' in keys218:
                                                            field219 = list(map(_get, maps217, repeat('counterSet')))
                                                            kinds220 = set(map(type, field219))
                                                            if not kinds220 <= _STRINGS: return False
                                                        if 'counters' in keys218:
                                                            field221 = list(map(_get, maps217, repeat('counters')))
                                                            kinds222 = set(map(type, field221))
                                                            if not kinds222 <= _DICTS: return False
                                                            maps223 = list(filter(None, field221)) if _NONE in kinds222 else field221
                                                            members224 = list(chain.from_iterable(map(dict.values, maps223)))
                                                            kinds225 = set(map(type, members224))
                                                            if not kinds225 <= _DICTS: return False
                                                            maps226 = list(filter(None, members224)) if _NONE in kinds225 else members224
                                                            keys227 = set().union(*maps226)
                                                            if not keys227 <= {'value'}: return False
                                                            if 'value' in keys227:
                                                                field228 = list(map(_get, maps226, repeat('value')))
                                                                kinds229 = set(map(type, field228))
                                                                if not kinds229 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field228) - {None})): return False
                                                        if 'compatibilityGroups' in keys218:
                                                            field230 = list(map(_get, maps217, repeat('compatibilityGroups')))
                                                            kinds231 = set(map(type, field230))
                                                            if not kinds231 <= _LISTS: return False
                                                            items232 = list(chain.from_iterable(filter(None, field230)))
                                                            kinds233 = set(map(type, items232))
                                                            if not kinds233 <= _STRINGS: return False
                                                    if 'nodeName' in keys150:
                                                        field234 = list(map(_get, maps149, repeat('nodeName')))
                                                        kinds235 = set(map(type, field234))
                                                        if not kinds235 <= _STRINGS: return False
                                                    if 'nodeSelector' in keys150:
                                                        field236 = list(map(_get, maps149, repeat('nodeSelector')))
                                                        kinds237 = set(map(type, field236))
                                                        if not kinds237 <= _DICTS: return False
                                                        maps238 = list(filter(None, field236)) if _NONE in kinds237 else field236
                                                        keys239 = set().union(*maps238)
                                                        if not keys239 <= {'nodeSelectorTerms'}: return False
                                                        if 'nodeSelectorTerms' in keys239:
                                                            field240 = list(map(_get, maps238, repeat('nodeSelectorTerms')))
                                                            kinds241 = set(map(type, field240))
                                                            if not kinds241 <= _LISTS: return False
                                                            items242 = list(chain.from_iterable(filter(None, field240)))
                                                            kinds243 = set(map(type, items242))
                                                            if not kinds243 <= _DICTS: return False
                                                            maps244 = list(filter(None, items242)) if _NONE in kinds243 else items242
                                                            keys245 = set().union(*maps244)
                                                            if not keys245 <= {'matchExpressions', 'matchFields'}: return False
                                                            if 'matchExpressions' in keys245:
                                                                field246 = list(map(_get, maps244, repeat('matchExpressions')))
                                                                kinds247 = set(map(type, field246))
                                                                if not kinds247 <= _LISTS: return False
                                                                items248 = list(chain.from_iterable(filter(None, field246)))
                                                                kinds249 = set(map(type, items248))
                                                                if not kinds249 <= _DICTS: return False
                                                                maps250 = list(filter(None, items248)) if _NONE in kinds249 else items248
                                                                keys251 = set().union(*maps250)
                                                                if not keys251 <= {'key', 'operator', 'values'}: return False
                                                                if 'key' in keys251:
                                                                    field252 = list(map(_get, maps250, repeat('key')))
                                                                    kinds253 = set(map(type, field252))
                                                                    if not kinds253 <= _STRINGS: return False
                                                                if 'operator' in keys251:
                                                                    field254 = list(map(_get, maps250, repeat('operator')))
                                                                    kinds255 = set(map(type, field254))
                                                                    if not kinds255 <= _STRINGS: return False
                                                                if 'values' in keys251:
                                                                    field256 = list(map(_get, maps250, repeat('values')))
                                                                    kinds257 = set(map(type, field256))
                                                                    if not kinds257 <= _LISTS: return False
                                                                    items258 = list(chain.from_iterable(filter(None, field256)))
                                                                    kinds259 = set(map(type, items258))
                                                                    if not kinds259 <= _STRINGS: return False
                                                            if 'matchFields' in keys245:
                                                                field260 = list(map(_get, maps244, repeat('matchFields')))
                                                                kinds261 = set(map(type, field260))
                                                                if not kinds261 <= _LISTS: return False
                                                                items262 = list(chain.from_iterable(filter(None, field260)))
                                                                kinds263 = set(map(type, items262))
                                                                if not kinds263 <= _DICTS: return False
                                                                maps264 = list(filter(None, items262)) if _NONE in kinds263 else items262
                                                                keys265 = set().union(*maps264)
                                                                if not keys265 <= {'key', 'operator', 'values'}: return False
                                                                if 'key' in keys265:
                                                                    field266 = list(map(_get, maps264, repeat('key')))
                                                                    kinds267 = set(map(type, field266))
                                                                    if not kinds267 <= _STRINGS: return False
                                                                if 'operator' in keys265:
                                                                    field268 = list(map(_get, maps264, repeat('operator')))
                                                                    kinds269 = set(map(type, field268))
                                                                    if not kinds269 <= _STRINGS: return False
                                                                if 'values' in keys265:
                                                                    field270 = list(map(_get, maps264, repeat('values')))
                                                                    kinds271 = set(map(type, field270))
                                                                    if not kinds271 <= _LISTS: return False
                                                                    items272 = list(chain.from_iterable(filter(None, field270)))
                                                                    kinds273 = set(map(type, items272))
                                                                    if not kinds273 <= _STRINGS: return False
                                                    if 'allNodes' in keys150:
                                                        field274 = list(map(_get, maps149, repeat('allNodes')))
                                                        if not set(map(type, field274)) <= _BOOLS: return False
                                                    if 'taints' in keys150:
                                                        field276 = list(map(_get, maps149, repeat('taints')))
                                                        kinds277 = set(map(type, field276))
                                                        if not kinds277 <= _LISTS: return False
                                                        items278 = list(chain.from_iterable(filter(None, field276)))
                                                        kinds279 = set(map(type, items278))
                                                        if not kinds279 <= _DICTS: return False
                                                        maps280 = list(filter(None, items278)) if _NONE in kinds279 else items278
                                                        keys281 = set().union(*maps280)
                                                        if not keys281 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                        if 'key' in keys281:
                                                            field282 = list(map(_get, maps280, repeat('key')))
                                                            kinds283 = set(map(type, field282))
                                                            if not kinds283 <= _STRINGS: return False
                                                        if 'value' in keys281:
                                                            field284 = list(map(_get, maps280, repeat('value')))
                                                            kinds285 = set(map(type, field284))
                                                            if not kinds285 <= _STRINGS: return False
                                                        if 'effect' in keys281:
                                                            field286 = list(map(_get, maps280, repeat('effect')))
                                                            kinds287 = set(map(type, field286))
                                                            if not kinds287 <= _STRINGS: return False
                                                        if 'timeAdded' in keys281:
                                                            field288 = list(map(_get, maps280, repeat('timeAdded')))
                                                            kinds289 = set(map(type, field288))
                                                            if not kinds289 <= _STRINGS: return False
                                                            if not all(map(_valid_time, set(field288) - {None})): return False
                                                    if 'bindsToNode' in keys150:
                                                        field290 = list(map(_get, maps149, repeat('bindsToNode')))
                                                        if not set(map(type, field290)) <= _BOOLS: return False
                                                    if 'bindingConditions' in keys150:
                                                        field292 = list(map(_get, maps149, repeat('bindingConditions')))
                                                        kinds293 = set(map(type, field292))
                                                        if not kinds293 <= _LISTS: return False
                                                        items294 = list(chain.from_iterable(filter(None, field292)))
                                                        kinds295 = set(map(type, items294))
                                                        if not kinds295 <= _STRINGS: return False
                                                    if 'bindingFailureConditions' in keys150:
                                                        field296 = list(map(_get, maps149, repeat('bindingFailureConditions')))
                                                        kinds297 = set(map(type, field296))
                                                        if not kinds297 <= _LISTS: return False
                                                        items298 = list(chain.from_iterable(filter(None, field296)))
                                                        kinds299 = set(map(type, items298))
                                                        if not kinds299 <= _STRINGS: return False
                                                    if 'allowMultipleAllocations' in keys150:
                                                        field300 = list(map(_get, maps149, repeat('allowMultipleAllocations')))
                                                        if not set(map(type, field300)) <= _BOOLS: return False
                                                    if 'nodeAllocatableResources' in keys150:
                                                        field302 = list(map(_get, maps149, repeat('nodeAllocatableResources')))
                                                        kinds303 = set(map(type, field302))
                                                        if not kinds303 <= _DICTS: return False
                                                        maps304 = list(filter(None, field302)) if _NONE in kinds303 else field302
                                                        members305 = list(chain.from_iterable(map(dict.values, maps304)))
                                                        kinds306 = set(map(type, members305))
                                                        if not kinds306 <= _DICTS: return False
                                                        maps307 = list(filter(None, members305)) if _NONE in kinds306 else members305
                                                        keys308 = set().union(*maps307)
                                                        if not keys308 <= {'mapping', 'overhead'}: return False
                                                        if 'mapping' in keys308:
                                                            field309 = list(map(_get, maps307, repeat('mapping')))
                                                            kinds310 = set(map(type, field309))
                                                            if not kinds310 <= _DICTS: return False
                                                            maps311 = list(filter(None, field309)) if _NONE in kinds310 else field309
                                                            keys312 = set().union(*maps311)
                                                            if not keys312 <= {'capacityKey', 'capacityMultiplier', 'deviceMultiplier'}: return False
                                                            if 'capacityKey' in keys312:
                                                                field313 = list(map(_get, maps311, repeat('capacityKey')))
                                                                kinds314 = set(map(type, field313))
                                                                if not kinds314 <= _STRINGS: return False
                                                            if 'capacityMultiplier' in keys312:
                                                                field315 = list(map(_get, maps311, repeat('capacityMultiplier')))
                                                                kinds316 = set(map(type, field315))
                                                                if not kinds316 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field315) - {None})): return False
                                                            if 'deviceMultiplier' in keys312:
                                                                field317 = list(map(_get, maps311, repeat('deviceMultiplier')))
                                                                kinds318 = set(map(type, field317))
                                                                if not kinds318 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field317) - {None})): return False
                                                        if 'overhead' in keys308:
                                                            field319 = list(map(_get, maps307, repeat('overhead')))
                                                            kinds320 = set(map(type, field319))
                                                            if not kinds320 <= _DICTS: return False
                                                            maps321 = list(filter(None, field319)) if _NONE in kinds320 else field319
                                                            keys322 = set().union(*maps321)
                                                            if not keys322 <= {'perContainer', 'perPod'}: return False
                                                            if 'perPod' in keys322:
                                                                field323 = list(map(_get, maps321, repeat('perPod')))
                                                                kinds324 = set(map(type, field323))
                                                                if not kinds324 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field323) - {None})): return False
                                                            if 'perContainer' in keys322:
                                                                field325 = list(map(_get, maps321, repeat('perContainer')))
                                                                kinds326 = set(map(type, field325))
                                                                if not kinds326 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field325) - {None})): return False
                                                return True
                                            if len(item59) < 8 or not together_327(item59):
                                                for i141, item140 in enumerate(item59):
                                                    if item140 is not None:
                                                        if type(item140) is not dict:
                                                            errors.append((() + (key1,) + (key58,) + (i141,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1beta1.Device'.format(go_kind(item140))))
                                                        else:
                                                            for key328, item329 in item140.items():
                                                                if key328 == 'name':
                                                                    if item329 is not None:
                                                                        if type(item329) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item329))))
                                                                elif key328 == 'basic':
                                                                    if item329 is not None:
                                                                        if type(item329) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.basic of type v1beta1.BasicDevice'.format(go_kind(item329))))
                                                                        else:
                                                                            for key330, item331 in item329.items():
                                                                                if key330 == 'attributes':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.attributes of type map[v1beta1.QualifiedName]v1beta1.DeviceAttribute'.format(go_kind(item331))))
                                                                                        else:
                                                                                            for key332, item333 in item331.items():
                                                                                                if True:
                                                                                                    if item333 is not None:
                                                                                                        if type(item333) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.attributes of type v1beta1.DeviceAttribute'.format(go_kind(item333))))
                                                                                                        else:
                                                                                                            for key334, item335 in item333.items():
                                                                                                                if key334 == 'int':
                                                                                                                    if item335 is not None and (type(item335) is not int or not INT64_MIN <= item335 <= INT64_MAX):
                                                                                                                        if type(item335) is int:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format('number ' + str(item335))))
                                                                                                                        elif isinstance(item335, float):
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format('number ' + _number_text(item335))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format(go_kind(item335))))
                                                                                                                elif key334 == 'bool':
                                                                                                                    if item335 is not None and type(item335) is not bool:
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bool of type bool'.format(go_kind(item335))))
                                                                                                                elif key334 == 'string':
                                                                                                                    if item335 is not None:
                                                                                                                        if type(item335) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.string of type string'.format(go_kind(item335))))
                                                                                                                elif key334 == 'version':
                                                                                                                    if item335 is not None:
                                                                                                                        if type(item335) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.version of type string'.format(go_kind(item335))))
                                                                                                                elif key334 == 'ints':
                                                                                                                    if item335 is not None:
                                                                                                                        if type(item335) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type []int64'.format(go_kind(item335))))
                                                                                                                        else:
                                                                                                                            def together_340(values):
                                                                                                                                kinds338 = set(map(type, values))
                                                                                                                                if not kinds338 <= _INTS: return False
                                                                                                                                numbers339 = list(_present(values)) if _NONE in kinds338 else values
                                                                                                                                if numbers339 and (min(numbers339) < INT64_MIN or max(numbers339) > INT64_MAX): return False
                                                                                                                                return True
                                                                                                                            if len(item335) < 8 or not together_340(item335):
                                                                                                                                for i337, item336 in enumerate(item335):
                                                                                                                                    if item336 is not None and (type(item336) is not int or not INT64_MIN <= item336 <= INT64_MAX):
                                                                                                                                        if type(item336) is int:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,) + (i337,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format('number ' + str(item336))))
                                                                                                                                        elif isinstance(item336, float):
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,) + (i337,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format('number ' + _number_text(item336))))
                                                                                                                                        else:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,) + (i337,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format(go_kind(item336))))
                                                                                                                elif key334 == 'bools':
                                                                                                                    if item335 is not None:
                                                                                                                        if type(item335) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bools of type []bool'.format(go_kind(item335))))
                                                                                                                        else:
                                                                                                                            def together_344(values):
                                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                                return True
                                                                                                                            if len(item335) < 8 or not together_344(item335):
                                                                                                                                for i342, item341 in enumerate(item335):
                                                                                                                                    if item341 is not None and type(item341) is not bool:
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,) + (i342,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bools of type bool'.format(go_kind(item341))))
                                                                                                                elif key334 == 'strings':
                                                                                                                    if item335 is not None:
                                                                                                                        if type(item335) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.strings of type []string'.format(go_kind(item335))))
                                                                                                                        else:
                                                                                                                            def together_348(values):
                                                                                                                                kinds347 = set(map(type, values))
                                                                                                                                if not kinds347 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item335) < 8 or not together_348(item335):
                                                                                                                                for i346, item345 in enumerate(item335):
                                                                                                                                    if item345 is not None:
                                                                                                                                        if type(item345) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,) + (i346,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.strings of type string'.format(go_kind(item345))))
                                                                                                                elif key334 == 'versions':
                                                                                                                    if item335 is not None:
                                                                                                                        if type(item335) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.versions of type []string'.format(go_kind(item335))))
                                                                                                                        else:
                                                                                                                            def together_352(values):
                                                                                                                                kinds351 = set(map(type, values))
                                                                                                                                if not kinds351 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item335) < 8 or not together_352(item335):
                                                                                                                                for i350, item349 in enumerate(item335):
                                                                                                                                    if item349 is not None:
                                                                                                                                        if type(item349) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,) + (i350,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.versions of type string'.format(go_kind(item349))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key332,) + (key334,))
                                                                                elif key330 == 'capacity':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.capacity of type map[v1beta1.QualifiedName]v1beta1.DeviceCapacity'.format(go_kind(item331))))
                                                                                        else:
                                                                                            for key353, item354 in item331.items():
                                                                                                if True:
                                                                                                    if item354 is not None:
                                                                                                        if type(item354) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.capacity of type v1beta1.DeviceCapacity'.format(go_kind(item354))))
                                                                                                        else:
                                                                                                            for key355, item356 in item354.items():
                                                                                                                if key355 == 'value':
                                                                                                                    if item356 is not None and not (type(item356) is str and _quantity_ok(item356) or type(item356) is int or isinstance(item356, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,), QUANTITY_FORMAT))
                                                                                                                elif key355 == 'requestPolicy':
                                                                                                                    if item356 is not None:
                                                                                                                        if type(item356) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.basic.capacity.requestPolicy of type v1beta1.CapacityRequestPolicy'.format(go_kind(item356))))
                                                                                                                        else:
                                                                                                                            for key357, item358 in item356.items():
                                                                                                                                if key357 == 'default':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                elif key357 == 'validValues':
                                                                                                                                    if item358 is not None:
                                                                                                                                        if type(item358) is not list:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.basic.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item358))))
                                                                                                                                        else:
                                                                                                                                            def together_362(values):
                                                                                                                                                kinds361 = set(map(type, values))
                                                                                                                                                if not kinds361 <= _STRINGS: return False
                                                                                                                                                if not all(map(_quantity_match, set(values) - {None})): return False
                                                                                                                                                return True
                                                                                                                                            if len(item358) < 8 or not together_362(item358):
                                                                                                                                                for i360, item359 in enumerate(item358):
                                                                                                                                                    if item359 is not None and not (type(item359) is str and _quantity_ok(item359) or type(item359) is int or isinstance(item359, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,) + (i360,), QUANTITY_FORMAT))
                                                                                                                                elif key357 == 'validRange':
                                                                                                                                    if item358 is not None:
                                                                                                                                        if type(item358) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.basic.capacity.requestPolicy.validRange of type v1beta1.CapacityRequestPolicyRange'.format(go_kind(item358))))
                                                                                                                                        else:
                                                                                                                                            for key363, item364 in item358.items():
                                                                                                                                                if key363 == 'min':
                                                                                                                                                    if item364 is not None and not (type(item364) is str and _quantity_ok(item364) or type(item364) is int or isinstance(item364, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,) + (key363,), QUANTITY_FORMAT))
                                                                                                                                                elif key363 == 'max':
                                                                                                                                                    if item364 is not None and not (type(item364) is str and _quantity_ok(item364) or type(item364) is int or isinstance(item364, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,) + (key363,), QUANTITY_FORMAT))
                                                                                                                                                elif key363 == 'step':
                                                                                                                                                    if item364 is not None and not (type(item364) is str and _quantity_ok(item364) or type(item364) is int or isinstance(item364, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,) + (key363,), QUANTITY_FORMAT))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,) + (key363,))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,) + (key357,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key353,) + (key355,))
                                                                                elif key330 == 'consumesCounters':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.consumesCounters of type []v1beta1.DeviceCounterConsumption'.format(go_kind(item331))))
                                                                                        else:
                                                                                            def together_385(values):
                                                                                                kinds367 = set(map(type, values))
                                                                                                if not kinds367 <= _DICTS: return False
                                                                                                maps368 = list(filter(None, values)) if _NONE in kinds367 else values
                                                                                                keys369 = set().union(*maps368)
                                                                                                if not keys369 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                                                                if 'counterSet' in keys369:
                                                                                                    field370 = list(map(_get, maps368, repeat('counterSet')))
                                                                                                    kinds371 = set(map(type, field370))
                                                                                                    if not kinds371 <= _STRINGS: return False
                                                                                                if 'counters' in keys369:
                                                                                                    field372 = list(map(_get, maps368, repeat('counters')))
                                                                                                    kinds373 = set(map(type, field372))
                                                                                                    if not kinds373 <= _DICTS: return False
                                                                                                    maps374 = list(filter(None, field372)) if _NONE in kinds373 else field372
                                                                                                    members375 = list(chain.from_iterable(map(dict.values, maps374)))
                                                                                                    kinds376 = set(map(type, members375))
                                                                                                    if not kinds376 <= _DICTS: return False
                                                                                                    maps377 = list(filter(None, members375)) if _NONE in kinds376 else members375
                                                                                                    keys378 = set().union(*maps377)
                                                                                                    if not keys378 <= {'value'}: return False
                                                                                                    if 'value' in keys378:
                                                                                                        field379 = list(map(_get, maps377, repeat('value')))
                                                                                                        kinds380 = set(map(type, field379))
                                                                                                        if not kinds380 <= _STRINGS: return False
                                                                                                        if not all(map(_quantity_match, set(field379) - {None})): return False
                                                                                                if 'compatibilityGroups' in keys369:
                                                                                                    field381 = list(map(_get, maps368, repeat('compatibilityGroups')))
                                                                                                    kinds382 = set(map(type, field381))
                                                                                                    if not kinds382 <= _LISTS: return False
                                                                                                    items383 = list(chain.from_iterable(filter(None, field381)))
                                                                                                    kinds384 = set(map(type, items383))
                                                                                                    if not kinds384 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item331) < 8 or not together_385(item331):
                                                                                                for i366, item365 in enumerate(item331):
                                                                                                    if item365 is not None:
                                                                                                        if type(item365) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.consumesCounters of type v1beta1.DeviceCounterConsumption'.format(go_kind(item365))))
                                                                                                        else:
                                                                                                            for key386, item387 in item365.items():
                                                                                                                if key386 == 'counterSet':
                                                                                                                    if item387 is not None:
                                                                                                                        if type(item387) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counterSet of type string'.format(go_kind(item387))))
                                                                                                                elif key386 == 'counters':
                                                                                                                    if item387 is not None:
                                                                                                                        if type(item387) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counters of type map[string]v1beta1.Counter'.format(go_kind(item387))))
                                                                                                                        else:
                                                                                                                            for key388, item389 in item387.items():
                                                                                                                                if True:
                                                                                                                                    if item389 is not None:
                                                                                                                                        if type(item389) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,) + (key388,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counters of type v1beta1.Counter'.format(go_kind(item389))))
                                                                                                                                        else:
                                                                                                                                            for key390, item391 in item389.items():
                                                                                                                                                if key390 == 'value':
                                                                                                                                                    if item391 is not None and not (type(item391) is str and _quantity_ok(item391) or type(item391) is int or isinstance(item391, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,) + (key388,) + (key390,), QUANTITY_FORMAT))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,) + (key388,) + (key390,))
                                                                                                                elif key386 == 'compatibilityGroups':
                                                                                                                    if item387 is not None:
                                                                                                                        if type(item387) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item387))))
                                                                                                                        else:
                                                                                                                            def together_395(values):
                                                                                                                                kinds394 = set(map(type, values))
                                                                                                                                if not kinds394 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item387) < 8 or not together_395(item387):
                                                                                                                                for i393, item392 in enumerate(item387):
                                                                                                                                    if item392 is not None:
                                                                                                                                        if type(item392) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,) + (i393,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.compatibilityGroups of type string'.format(go_kind(item392))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i366,) + (key386,))
                                                                                elif key330 == 'nodeName':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not str:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeName of type string'.format(go_kind(item331))))
                                                                                elif key330 == 'nodeSelector':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeSelector of type v1.NodeSelector'.format(go_kind(item331))))
                                                                                        else:
                                                                                            for key396, item397 in item331.items():
                                                                                                if key396 == 'nodeSelectorTerms':
                                                                                                    if item397 is not None:
                                                                                                        if type(item397) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.basic.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item397))))
                                                                                                        else:
                                                                                                            def together_431(values):
                                                                                                                kinds400 = set(map(type, values))
                                                                                                                if not kinds400 <= _DICTS: return False
                                                                                                                maps401 = list(filter(None, values)) if _NONE in kinds400 else values
                                                                                                                keys402 = set().union(*maps401)
                                                                                                                if not keys402 <= {'matchExpressions', 'matchFields'}: return False
                                                                                                                if 'matchExpressions' in keys402:
                                                                                                                    field403 = list(map(_get, maps401, repeat('matchExpressions')))
                                                                                                                    kinds404 = set(map(type, field403))
                                                                                                                    if not kinds404 <= _LISTS: return False
                                                                                                                    items405 = list(chain.from_iterable(filter(None, field403)))
                                                                                                                    kinds406 = set(map(type, items405))
                                                                                                                    if not kinds406 <= _DICTS: return False
                                                                                                                    maps407 = list(filter(None, items405)) if _NONE in kinds406 else items405
                                                                                                                    keys408 = set().union(*maps407)
                                                                                                                    if not keys408 <= {'key', 'operator', 'values'}: return False
                                                                                                                    if 'key' in keys408:
                                                                                                                        field409 = list(map(_get, maps407, repeat('key')))
                                                                                                                        kinds410 = set(map(type, field409))
                                                                                                                        if not kinds410 <= _STRINGS: return False
                                                                                                                    if 'operator' in keys408:
                                                                                                                        field411 = list(map(_get, maps407, repeat('operator')))
                                                                                                                        kinds412 = set(map(type, field411))
                                                                                                                        if not kinds412 <= _STRINGS: return False
                                                                                                                    if 'values' in keys408:
                                                                                                                        field413 = list(map(_get, maps407, repeat('values')))
                                                                                                                        kinds414 = set(map(type, field413))
                                                                                                                        if not kinds414 <= _LISTS: return False
                                                                                                                        items415 = list(chain.from_iterable(filter(None, field413)))
                                                                                                                        kinds416 = set(map(type, items415))
                                                                                                                        if not kinds416 <= _STRINGS: return False
                                                                                                                if 'matchFields' in keys402:
                                                                                                                    field417 = list(map(_get, maps401, repeat('matchFields')))
                                                                                                                    kinds418 = set(map(type, field417))
                                                                                                                    if not kinds418 <= _LISTS: return False
                                                                                                                    items419 = list(chain.from_iterable(filter(None, field417)))
                                                                                                                    kinds420 = set(map(type, items419))
                                                                                                                    if not kinds420 <= _DICTS: return False
                                                                                                                    maps421 = list(filter(None, items419)) if _NONE in kinds420 else items419
                                                                                                                    keys422 = set().union(*maps421)
                                                                                                                    if not keys422 <= {'key', 'operator', 'values'}: return False
                                                                                                                    if 'key' in keys422:
                                                                                                                        field423 = list(map(_get, maps421, repeat('key')))
                                                                                                                        kinds424 = set(map(type, field423))
                                                                                                                        if not kinds424 <= _STRINGS: return False
                                                                                                                    if 'operator' in keys422:
                                                                                                                        field425 = list(map(_get, maps421, repeat('operator')))
                                                                                                                        kinds426 = set(map(type, field425))
                                                                                                                        if not kinds426 <= _STRINGS: return False
                                                                                                                    if 'values' in keys422:
                                                                                                                        field427 = list(map(_get, maps421, repeat('values')))
                                                                                                                        kinds428 = set(map(type, field427))
                                                                                                                        if not kinds428 <= _LISTS: return False
                                                                                                                        items429 = list(chain.from_iterable(filter(None, field427)))
                                                                                                                        kinds430 = set(map(type, items429))
                                                                                                                        if not kinds430 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item397) < 8 or not together_431(item397):
                                                                                                                for i399, item398 in enumerate(item397):
                                                                                                                    if item398 is not None:
                                                                                                                        if type(item398) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.basic.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item398))))
                                                                                                                        else:
                                                                                                                            for key432, item433 in item398.items():
                                                                                                                                if key432 == 'matchExpressions':
                                                                                                                                    if item433 is not None:
                                                                                                                                        if type(item433) is not list:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item433))))
                                                                                                                                        else:
                                                                                                                                            def together_447(values):
                                                                                                                                                kinds436 = set(map(type, values))
                                                                                                                                                if not kinds436 <= _DICTS: return False
                                                                                                                                                maps437 = list(filter(None, values)) if _NONE in kinds436 else values
                                                                                                                                                keys438 = set().union(*maps437)
                                                                                                                                                if not keys438 <= {'key', 'operator', 'values'}: return False
                                                                                                                                                if 'key' in keys438:
                                                                                                                                                    field439 = list(map(_get, maps437, repeat('key')))
                                                                                                                                                    kinds440 = set(map(type, field439))
                                                                                                                                                    if not kinds440 <= _STRINGS: return False
                                                                                                                                                if 'operator' in keys438:
                                                                                                                                                    field441 = list(map(_get, maps437, repeat('operator')))
                                                                                                                                                    kinds442 = set(map(type, field441))
                                                                                                                                                    if not kinds442 <= _STRINGS: return False
                                                                                                                                                if 'values' in keys438:
                                                                                                                                                    field443 = list(map(_get, maps437, repeat('values')))
                                                                                                                                                    kinds444 = set(map(type, field443))
                                                                                                                                                    if not kinds444 <= _LISTS: return False
                                                                                                                                                    items445 = list(chain.from_iterable(filter(None, field443)))
                                                                                                                                                    kinds446 = set(map(type, items445))
                                                                                                                                                    if not kinds446 <= _STRINGS: return False
                                                                                                                                                return True
                                                                                                                                            if len(item433) < 8 or not together_447(item433):
                                                                                                                                                for i435, item434 in enumerate(item433):
                                                                                                                                                    if item434 is not None:
                                                                                                                                                        if type(item434) is not dict:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i435,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item434))))
                                                                                                                                                        else:
                                                                                                                                                            for key448, item449 in item434.items():
                                                                                                                                                                if key448 == 'key':
                                                                                                                                                                    if item449 is not None:
                                                                                                                                                                        if type(item449) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i435,) + (key448,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item449))))
                                                                                                                                                                elif key448 == 'operator':
                                                                                                                                                                    if item449 is not None:
                                                                                                                                                                        if type(item449) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i435,) + (key448,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item449))))
                                                                                                                                                                elif key448 == 'values':
                                                                                                                                                                    if item449 is not None:
                                                                                                                                                                        if type(item449) is not list:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i435,) + (key448,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item449))))
                                                                                                                                                                        else:
                                                                                                                                                                            def together_453(values):
                                                                                                                                                                                kinds452 = set(map(type, values))
                                                                                                                                                                                if not kinds452 <= _STRINGS: return False
                                                                                                                                                                                return True
                                                                                                                                                                            if len(item449) < 8 or not together_453(item449):
                                                                                                                                                                                for i451, item450 in enumerate(item449):
                                                                                                                                                                                    if item450 is not None:
                                                                                                                                                                                        if type(item450) is not str:
                                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i435,) + (key448,) + (i451,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item450))))
                                                                                                                                                                else:
                                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i435,) + (key448,))
                                                                                                                                elif key432 == 'matchFields':
                                                                                                                                    if item433 is not None:
                                                                                                                                        if type(item433) is not list:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item433))))
                                                                                                                                        else:
                                                                                                                                            def together_467(values):
                                                                                                                                                kinds456 = set(map(type, values))
                                                                                                                                                if not kinds456 <= _DICTS: return False
                                                                                                                                                maps457 = list(filter(None, values)) if _NONE in kinds456 else values
                                                                                                                                                keys458 = set().union(*maps457)
                                                                                                                                                if not keys458 <= {'key', 'operator', 'values'}: return False
                                                                                                                                                if 'key' in keys458:
                                                                                                                                                    field459 = list(map(_get, maps457, repeat('key')))
                                                                                                                                                    kinds460 = set(map(type, field459))
                                                                                                                                                    if not kinds460 <= _STRINGS: return False
                                                                                                                                                if 'operator' in keys458:
                                                                                                                                                    field461 = list(map(_get, maps457, repeat('operator')))
                                                                                                                                                    kinds462 = set(map(type, field461))
                                                                                                                                                    if not kinds462 <= _STRINGS: return False
                                                                                                                                                if 'values' in keys458:
                                                                                                                                                    field463 = list(map(_get, maps457, repeat('values')))
                                                                                                                                                    kinds464 = set(map(type, field463))
                                                                                                                                                    if not kinds464 <= _LISTS: return False
                                                                                                                                                    items465 = list(chain.from_iterable(filter(None, field463)))
                                                                                                                                                    kinds466 = set(map(type, items465))
                                                                                                                                                    if not kinds466 <= _STRINGS: return False
                                                                                                                                                return True
                                                                                                                                            if len(item433) < 8 or not together_467(item433):
                                                                                                                                                for i455, item454 in enumerate(item433):
                                                                                                                                                    if item454 is not None:
                                                                                                                                                        if type(item454) is not dict:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i455,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item454))))
                                                                                                                                                        else:
                                                                                                                                                            for key468, item469 in item454.items():
                                                                                                                                                                if key468 == 'key':
                                                                                                                                                                    if item469 is not None:
                                                                                                                                                                        if type(item469) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i455,) + (key468,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item469))))
                                                                                                                                                                elif key468 == 'operator':
                                                                                                                                                                    if item469 is not None:
                                                                                                                                                                        if type(item469) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i455,) + (key468,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item469))))
                                                                                                                                                                elif key468 == 'values':
                                                                                                                                                                    if item469 is not None:
                                                                                                                                                                        if type(item469) is not list:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i455,) + (key468,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item469))))
                                                                                                                                                                        else:
                                                                                                                                                                            def together_473(values):
                                                                                                                                                                                kinds472 = set(map(type, values))
                                                                                                                                                                                if not kinds472 <= _STRINGS: return False
                                                                                                                                                                                return True
                                                                                                                                                                            if len(item469) < 8 or not together_473(item469):
                                                                                                                                                                                for i471, item470 in enumerate(item469):
                                                                                                                                                                                    if item470 is not None:
                                                                                                                                                                                        if type(item470) is not str:
                                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i455,) + (key468,) + (i471,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item470))))
                                                                                                                                                                else:
                                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,) + (i455,) + (key468,))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,) + (i399,) + (key432,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key396,))
                                                                                elif key330 == 'allNodes':
                                                                                    if item331 is not None and type(item331) is not bool:
                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.allNodes of type bool'.format(go_kind(item331))))
                                                                                elif key330 == 'taints':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.taints of type []v1beta1.DeviceTaint'.format(go_kind(item331))))
                                                                                        else:
                                                                                            def together_487(values):
                                                                                                kinds476 = set(map(type, values))
                                                                                                if not kinds476 <= _DICTS: return False
                                                                                                maps477 = list(filter(None, values)) if _NONE in kinds476 else values
                                                                                                keys478 = set().union(*maps477)
                                                                                                if not keys478 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                                                                if 'key' in keys478:
                                                                                                    field479 = list(map(_get, maps477, repeat('key')))
                                                                                                    kinds480 = set(map(type, field479))
                                                                                                    if not kinds480 <= _STRINGS: return False
                                                                                                if 'value' in keys478:
                                                                                                    field481 = list(map(_get, maps477, repeat('value')))
                                                                                                    kinds482 = set(map(type, field481))
                                                                                                    if not kinds482 <= _STRINGS: return False
                                                                                                if 'effect' in keys478:
                                                                                                    field483 = list(map(_get, maps477, repeat('effect')))
                                                                                                    kinds484 = set(map(type, field483))
                                                                                                    if not kinds484 <= _STRINGS: return False
                                                                                                if 'timeAdded' in keys478:
                                                                                                    field485 = list(map(_get, maps477, repeat('timeAdded')))
                                                                                                    kinds486 = set(map(type, field485))
                                                                                                    if not kinds486 <= _STRINGS: return False
                                                                                                    if not all(map(_valid_time, set(field485) - {None})): return False
                                                                                                return True
                                                                                            if len(item331) < 8 or not together_487(item331):
                                                                                                for i475, item474 in enumerate(item331):
                                                                                                    if item474 is not None:
                                                                                                        if type(item474) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.taints of type v1beta1.DeviceTaint'.format(go_kind(item474))))
                                                                                                        else:
                                                                                                            for key488, item489 in item474.items():
                                                                                                                if key488 == 'key':
                                                                                                                    if item489 is not None:
                                                                                                                        if type(item489) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,) + (key488,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.key of type string'.format(go_kind(item489))))
                                                                                                                elif key488 == 'value':
                                                                                                                    if item489 is not None:
                                                                                                                        if type(item489) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,) + (key488,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.value of type string'.format(go_kind(item489))))
                                                                                                                elif key488 == 'effect':
                                                                                                                    if item489 is not None:
                                                                                                                        if type(item489) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,) + (key488,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.effect of type v1beta1.DeviceTaintEffect'.format(go_kind(item489))))
                                                                                                                elif key488 == 'timeAdded':
                                                                                                                    if item489 is not None:
                                                                                                                        if type(item489) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,) + (key488,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.timeAdded of type v1.Time'.format(go_kind(item489))))
                                                                                                                        elif not _valid_time(item489):
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,) + (key488,), 'parsing time "' + item489 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i475,) + (key488,))
                                                                                elif key330 == 'bindsToNode':
                                                                                    if item331 is not None and type(item331) is not bool:
                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindsToNode of type bool'.format(go_kind(item331))))
                                                                                elif key330 == 'bindingConditions':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingConditions of type []string'.format(go_kind(item331))))
                                                                                        else:
                                                                                            def together_493(values):
                                                                                                kinds492 = set(map(type, values))
                                                                                                if not kinds492 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item331) < 8 or not together_493(item331):
                                                                                                for i491, item490 in enumerate(item331):
                                                                                                    if item490 is not None:
                                                                                                        if type(item490) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i491,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingConditions of type string'.format(go_kind(item490))))
                                                                                elif key330 == 'bindingFailureConditions':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingFailureConditions of type []string'.format(go_kind(item331))))
                                                                                        else:
                                                                                            def together_497(values):
                                                                                                kinds496 = set(map(type, values))
                                                                                                if not kinds496 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item331) < 8 or not together_497(item331):
                                                                                                for i495, item494 in enumerate(item331):
                                                                                                    if item494 is not None:
                                                                                                        if type(item494) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (i495,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingFailureConditions of type string'.format(go_kind(item494))))
                                                                                elif key330 == 'allowMultipleAllocations':
                                                                                    if item331 is not None and type(item331) is not bool:
                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.allowMultipleAllocations of type bool'.format(go_kind(item331))))
                                                                                elif key330 == 'nodeAllocatableResources':
                                                                                    if item331 is not None:
                                                                                        if type(item331) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeAllocatableResources of type map[v1.ResourceName]v1beta1.NodeAllocatableResource'.format(go_kind(item331))))
                                                                                        else:
                                                                                            for key498, item499 in item331.items():
                                                                                                if True:
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeAllocatableResources of type v1beta1.NodeAllocatableResource'.format(go_kind(item499))))
                                                                                                        else:
                                                                                                            for key500, item501 in item499.items():
                                                                                                                if key500 == 'mapping':
                                                                                                                    if item501 is not None:
                                                                                                                        if type(item501) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.basic.nodeAllocatableResources.mapping of type v1beta1.NodeAllocatableMapping'.format(go_kind(item501))))
                                                                                                                        else:
                                                                                                                            for key502, item503 in item501.items():
                                                                                                                                if key502 == 'capacityKey':
                                                                                                                                    if item503 is not None:
                                                                                                                                        if type(item503) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key502,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.basic.nodeAllocatableResources.mapping.capacityKey of type v1beta1.QualifiedName'.format(go_kind(item503))))
                                                                                                                                elif key502 == 'capacityMultiplier':
                                                                                                                                    if item503 is not None and not (type(item503) is str and _quantity_ok(item503) or type(item503) is int or isinstance(item503, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key502,), QUANTITY_FORMAT))
                                                                                                                                elif key502 == 'deviceMultiplier':
                                                                                                                                    if item503 is not None and not (type(item503) is str and _quantity_ok(item503) or type(item503) is int or isinstance(item503, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key502,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key502,))
                                                                                                                elif key500 == 'overhead':
                                                                                                                    if item501 is not None:
                                                                                                                        if type(item501) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.basic.nodeAllocatableResources.overhead of type v1beta1.NodeAllocatableOverhead'.format(go_kind(item501))))
                                                                                                                        else:
                                                                                                                            for key504, item505 in item501.items():
                                                                                                                                if key504 == 'perPod':
                                                                                                                                    if item505 is not None and not (type(item505) is str and _quantity_ok(item505) or type(item505) is int or isinstance(item505, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key504,), QUANTITY_FORMAT))
                                                                                                                                elif key504 == 'perContainer':
                                                                                                                                    if item505 is not None and not (type(item505) is str and _quantity_ok(item505) or type(item505) is int or isinstance(item505, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key504,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,) + (key504,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,) + (key498,) + (key500,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,) + (key330,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key328,))
                                elif key58 == 'perDeviceNodeSelection':
                                    if item59 is not None and type(item59) is not bool:
                                        errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item59))))
                                elif key58 == 'sharedCounters':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1beta1.CounterSet'.format(go_kind(item59))))
                                        else:
                                            def together_522(values):
                                                kinds508 = set(map(type, values))
                                                if not kinds508 <= _DICTS: return False
                                                maps509 = list(filter(None, values)) if _NONE in kinds508 else values
                                                keys510 = set().union(*maps509)
                                                if not keys510 <= {'counters', 'name'}: return False
                                                if 'name' in keys510:
                                                    field511 = list(map(_get, maps509, repeat('name')))
                                                    kinds512 = set(map(type, field511))
                                                    if not kinds512 <= _STRINGS: return False
                                                if 'counters' in keys510:
                                                    field513 = list(map(_get, maps509, repeat('counters')))
                                                    kinds514 = set(map(type, field513))
                                                    if not kinds514 <= _DICTS: return False
                                                    maps515 = list(filter(None, field513)) if _NONE in kinds514 else field513
                                                    members516 = list(chain.from_iterable(map(dict.values, maps515)))
                                                    kinds517 = set(map(type, members516))
                                                    if not kinds517 <= _DICTS: return False
                                                    maps518 = list(filter(None, members516)) if _NONE in kinds517 else members516
                                                    keys519 = set().union(*maps518)
                                                    if not keys519 <= {'value'}: return False
                                                    if 'value' in keys519:
                                                        field520 = list(map(_get, maps518, repeat('value')))
                                                        kinds521 = set(map(type, field520))
                                                        if not kinds521 <= _STRINGS: return False
                                                        if not all(map(_quantity_match, set(field520) - {None})): return False
                                                return True
                                            if len(item59) < 8 or not together_522(item59):
                                                for i507, item506 in enumerate(item59):
                                                    if item506 is not None:
                                                        if type(item506) is not dict:
                                                            errors.append((() + (key1,) + (key58,) + (i507,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1beta1.CounterSet'.format(go_kind(item506))))
                                                        else:
                                                            for key523, item524 in item506.items():
                                                                if key523 == 'name':
                                                                    if item524 is not None:
                                                                        if type(item524) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i507,) + (key523,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item524))))
                                                                elif key523 == 'counters':
                                                                    if item524 is not None:
                                                                        if type(item524) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i507,) + (key523,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1beta1.Counter'.format(go_kind(item524))))
                                                                        else:
                                                                            for key525, item526 in item524.items():
                                                                                if True:
                                                                                    if item526 is not None:
                                                                                        if type(item526) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i507,) + (key523,) + (key525,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1beta1.Counter'.format(go_kind(item526))))
                                                                                        else:
                                                                                            for key527, item528 in item526.items():
                                                                                                if key527 == 'value':
                                                                                                    if item528 is not None and not (type(item528) is str and _quantity_ok(item528) or type(item528) is int or isinstance(item528, float)):
                                                                                                        errors.append((() + (key1,) + (key58,) + (i507,) + (key523,) + (key525,) + (key527,), QUANTITY_FORMAT))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i507,) + (key523,) + (key525,) + (key527,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key58,) + (i507,) + (key523,))
                                elif key58 == 'partitionTypeAttribute':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1beta1.FullyQualifiedName'.format(go_kind(item59))))
                                elif key58 == 'skipNodeOperations':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item59))))
                                        else:
                                            def together_532(values):
                                                kinds531 = set(map(type, values))
                                                if not kinds531 <= _STRINGS: return False
                                                return True
                                            if len(item59) < 8 or not together_532(item59):
                                                for i530, item529 in enumerate(item59):
                                                    if item529 is not None:
                                                        if type(item529) is not str:
                                                            errors.append((() + (key1,) + (key58,) + (i530,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item529))))
                                else:
                                    unknown.append(() + (key1,) + (key58,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown


def check_4(value):
    errors = []
    unknown = []
    if value is not None:
        if type(value) is not dict:
            errors.append(((), 'json: cannot unmarshal {} into Go struct field ResourceSlice. of type '.format(go_kind(value))))
        else:
            for key1, item2 in value.items():
                if key1 == 'apiVersion':
                    pass
                elif key1 == 'kind':
                    pass
                elif key1 == 'metadata':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.metadata of type v1.ObjectMeta'.format(go_kind(item2))))
                        else:
                            for key3, item4 in item2.items():
                                if key3 == 'name':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.name of type string'.format(go_kind(item4))))
                                elif key3 == 'generateName':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generateName of type string'.format(go_kind(item4))))
                                elif key3 == 'namespace':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.namespace of type string'.format(go_kind(item4))))
                                elif key3 == 'selfLink':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.selfLink of type string'.format(go_kind(item4))))
                                elif key3 == 'uid':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.uid of type types.UID'.format(go_kind(item4))))
                                elif key3 == 'resourceVersion':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.resourceVersion of type string'.format(go_kind(item4))))
                                elif key3 == 'generation':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.generation of type int64'.format(go_kind(item4))))
                                elif key3 == 'creationTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.creationTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionTimestamp':
                                    if item4 is not None:
                                        if type(item4) is not str:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionTimestamp of type v1.Time'.format(go_kind(item4))))
                                        elif not _valid_time(item4):
                                            errors.append((() + (key1,) + (key3,), 'parsing time "' + item4 + '" as "2006-01-02T15:04:05Z07:00"'))
                                elif key3 == 'deletionGracePeriodSeconds':
                                    if item4 is not None and (type(item4) is not int or not INT64_MIN <= item4 <= INT64_MAX):
                                        if type(item4) is int:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + str(item4))))
                                        elif isinstance(item4, float):
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format('number ' + _number_text(item4))))
                                        else:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.deletionGracePeriodSeconds of type int64'.format(go_kind(item4))))
                                elif key3 == 'labels':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key5, item6 in item4.items():
                                                if True:
                                                    if item6 is not None:
                                                        if type(item6) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key5,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.labels of type string'.format(go_kind(item6))))
                                elif key3 == 'annotations':
                                    if item4 is not None:
                                        if type(item4) is not dict:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type map[string]string'.format(go_kind(item4))))
                                        else:
                                            for key7, item8 in item4.items():
                                                if True:
                                                    if item8 is not None:
                                                        if type(item8) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (key7,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.annotations of type string'.format(go_kind(item8))))
                                elif key3 == 'ownerReferences':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type []v1.OwnerReference'.format(go_kind(item4))))
                                        else:
                                            def together_26(values):
                                                kinds11 = set(map(type, values))
                                                if not kinds11 <= _DICTS: return False
                                                maps12 = list(filter(None, values)) if _NONE in kinds11 else values
                                                keys13 = set().union(*maps12)
                                                if not keys13 <= {'apiVersion', 'blockOwnerDeletion', 'controller', 'kind', 'name', 'uid'}: return False
                                                if 'apiVersion' in keys13:
                                                    field14 = list(map(_get, maps12, repeat('apiVersion')))
                                                    kinds15 = set(map(type, field14))
                                                    if not kinds15 <= _STRINGS: return False
                                                if 'kind' in keys13:
                                                    field16 = list(map(_get, maps12, repeat('kind')))
                                                    kinds17 = set(map(type, field16))
                                                    if not kinds17 <= _STRINGS: return False
                                                if 'name' in keys13:
                                                    field18 = list(map(_get, maps12, repeat('name')))
                                                    kinds19 = set(map(type, field18))
                                                    if not kinds19 <= _STRINGS: return False
                                                if 'uid' in keys13:
                                                    field20 = list(map(_get, maps12, repeat('uid')))
                                                    kinds21 = set(map(type, field20))
                                                    if not kinds21 <= _STRINGS: return False
                                                if 'controller' in keys13:
                                                    field22 = list(map(_get, maps12, repeat('controller')))
                                                    if not set(map(type, field22)) <= _BOOLS: return False
                                                if 'blockOwnerDeletion' in keys13:
                                                    field24 = list(map(_get, maps12, repeat('blockOwnerDeletion')))
                                                    if not set(map(type, field24)) <= _BOOLS: return False
                                                return True
                                            if len(item4) < 8 or not together_26(item4):
                                                for i10, item9 in enumerate(item4):
                                                    if item9 is not None:
                                                        if type(item9) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                        else:
                                                            for key27, item28 in item9.items():
                                                                if key27 == 'apiVersion':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item28))))
                                                                elif key27 == 'kind':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item28))))
                                                                elif key27 == 'name':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item28))))
                                                                elif key27 == 'uid':
                                                                    if item28 is not None:
                                                                        if type(item28) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item28))))
                                                                elif key27 == 'controller':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item28))))
                                                                elif key27 == 'blockOwnerDeletion':
                                                                    if item28 is not None and type(item28) is not bool:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key27,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item28))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i10,) + (key27,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            def together_32(values):
                                                kinds31 = set(map(type, values))
                                                if not kinds31 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_32(item4):
                                                for i30, item29 in enumerate(item4):
                                                    if item29 is not None:
                                                        if type(item29) is not str:
                                                            errors.append((() + (key1,) + (key3,) + (i30,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item29))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            def together_53(values):
                                                kinds35 = set(map(type, values))
                                                if not kinds35 <= _DICTS: return False
                                                maps36 = list(filter(None, values)) if _NONE in kinds35 else values
                                                keys37 = set().union(*maps36)
                                                if not keys37 <= {'apiVersion', 'fieldsType', 'fieldsV1', 'manager', 'operation', 'subresource', 'time'}: return False
                                                if 'manager' in keys37:
                                                    field38 = list(map(_get, maps36, repeat('manager')))
                                                    kinds39 = set(map(type, field38))
                                                    if not kinds39 <= _STRINGS: return False
                                                if 'operation' in keys37:
                                                    field40 = list(map(_get, maps36, repeat('operation')))
                                                    kinds41 = set(map(type, field40))
                                                    if not kinds41 <= _STRINGS: return False
                                                if 'apiVersion' in keys37:
                                                    field42 = list(map(_get, maps36, repeat('apiVersion')))
                                                    kinds43 = set(map(type, field42))
                                                    if not kinds43 <= _STRINGS: return False
                                                if 'time' in keys37:
                                                    field44 = list(map(_get, maps36, repeat('time')))
                                                    kinds45 = set(map(type, field44))
                                                    if not kinds45 <= _STRINGS: return False
                                                    if not all(map(_valid_time, set(field44) - {None})): return False
                                                if 'fieldsType' in keys37:
                                                    field46 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds47 = set(map(type, field46))
                                                    if not kinds47 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field48 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds49 = set(map(type, field48))
                                                    if not kinds49 <= _DICTS: return False
                                                    maps50 = list(filter(None, field48)) if _NONE in kinds49 else field48
                                                if 'subresource' in keys37:
                                                    field51 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds52 = set(map(type, field51))
                                                    if not kinds52 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_53(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key54, item55 in item33.items():
                                                                if key54 == 'manager':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item55))))
                                                                elif key54 == 'operation':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item55))))
                                                                elif key54 == 'apiVersion':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item55))))
                                                                elif key54 == 'time':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item55))))
                                                                        elif not _valid_time(item55):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'parsing time "' + item55 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key54 == 'fieldsType':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item55))))
                                                                elif key54 == 'fieldsV1':
                                                                    if item55 is not None:
                                                                        if type(item55) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item55))))
                                                                        else:
                                                                            for key56, item57 in item55.items():
                                                                                pass
                                                                elif key54 == 'subresource':
                                                                    if item55 is not None:
                                                                        if type(item55) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key54,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item55))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key54,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1beta2.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key58, item59 in item2.items():
                                if key58 == 'driver':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item59))))
                                elif key58 == 'pool':
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1beta2.ResourcePool'.format(go_kind(item59))))
                                        else:
                                            for key60, item61 in item59.items():
                                                if key60 == 'name':
                                                    if item61 is not None:
                                                        if type(item61) is not str:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item61))))
                                                elif key60 == 'generation':
                                                    if item61 is not None and (type(item61) is not int or not INT64_MIN <= item61 <= INT64_MAX):
                                                        if type(item61) is int:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item61))))
                                                        elif isinstance(item61, float):
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item61))))
                                                        else:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item61))))
                                                elif key60 == 'resourceSliceCount':
                                                    if item61 is not None and (type(item61) is not int or not INT64_MIN <= item61 <= INT64_MAX):
                                                        if type(item61) is int:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item61))))
                                                        elif isinstance(item61, float):
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item61))))
                                                        else:
                                                            errors.append((() + (key1,) + (key58,) + (key60,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item61))))
                                                else:
                                                    unknown.append(() + (key1,) + (key58,) + (key60,))
                                elif key58 == 'nodeName':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item59))))
                                elif key58 == 'nodeSelector':
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item59))))
                                        else:
                                            for key62, item63 in item59.items():
                                                if key62 == 'nodeSelectorTerms':
                                                    if item63 is not None:
                                                        if type(item63) is not list:
                                                            errors.append((() + (key1,) + (key58,) + (key62,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item63))))
                                                        else:
                                                            def together_97(values):
                                                                kinds66 = set(map(type, values))
                                                                if not kinds66 <= _DICTS: return False
                                                                maps67 = list(filter(None, values)) if _NONE in kinds66 else values
                                                                keys68 = set().union(*maps67)
                                                                if not keys68 <= {'matchExpressions', 'matchFields'}: return False
                                                                if 'matchExpressions' in keys68:
                                                                    field69 = list(map(_get, maps67, repeat('matchExpressions')))
                                                                    kinds70 = set(map(type, field69))
                                                                    if not kinds70 <= _LISTS: return False
                                                                    items71 = list(chain.from_iterable(filter(None, field69)))
                                                                    kinds72 = set(map(type, items71))
                                                                    if not kinds72 <= _DICTS: return False
                                                                    maps73 = list(filter(None, items71)) if _NONE in kinds72 else items71
                                                                    keys74 = set().union(*maps73)
                                                                    if not keys74 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys74:
                                                                        field75 = list(map(_get, maps73, repeat('key')))
                                                                        kinds76 = set(map(type, field75))
                                                                        if not kinds76 <= _STRINGS: return False
                                                                    if 'operator' in keys74:
                                                                        field77 = list(map(_get, maps73, repeat('operator')))
                                                                        kinds78 = set(map(type, field77))
                                                                        if not kinds78 <= _STRINGS: return False
                                                                    if 'values' in keys74:
                                                                        field79 = list(map(_get, maps73, repeat('values')))
                                                                        kinds80 = set(map(type, field79))
                                                                        if not kinds80 <= _LISTS: return False
                                                                        items81 = list(chain.from_iterable(filter(None, field79)))
                                                                        kinds82 = set(map(type, items81))
                                                                        if not kinds82 <= _STRINGS: return False
                                                                if 'matchFields' in keys68:
                                                                    field83 = list(map(_get, maps67, repeat('matchFields')))
                                                                    kinds84 = set(map(type, field83))
                                                                    if not kinds84 <= _LISTS: return False
                                                                    items85 = list(chain.from_iterable(filter(None, field83)))
                                                                    kinds86 = set(map(type, items85))
                                                                    if not kinds86 <= _DICTS: return False
                                                                    maps87 = list(filter(None, items85)) if _NONE in kinds86 else items85
                                                                    keys88 = set().union(*maps87)
                                                                    if not keys88 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys88:
                                                                        field89 = list(map(_get, maps87, repeat('key')))
                                                                        kinds90 = set(map(type, field89))
                                                                        if not kinds90 <= _STRINGS: return False
                                                                    if 'operator' in keys88:
                                                                        field91 = list(map(_get, maps87, repeat('operator')))
                                                                        kinds92 = set(map(type, field91))
                                                                        if not kinds92 <= _STRINGS: return False
                                                                    if 'values' in keys88:
                                                                        field93 = list(map(_get, maps87, repeat('values')))
                                                                        kinds94 = set(map(type, field93))
                                                                        if not kinds94 <= _LISTS: return False
                                                                        items95 = list(chain.from_iterable(filter(None, field93)))
                                                                        kinds96 = set(map(type, items95))
                                                                        if not kinds96 <= _STRINGS: return False
                                                                return True
                                                            if len(item63) < 8 or not together_97(item63):
                                                                for i65, item64 in enumerate(item63):
                                                                    if item64 is not None:
                                                                        if type(item64) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item64))))
                                                                        else:
                                                                            for key98, item99 in item64.items():
                                                                                if key98 == 'matchExpressions':
                                                                                    if item99 is not None:
                                                                                        if type(item99) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item99))))
                                                                                        else:
                                                                                            def together_113(values):
                                                                                                kinds102 = set(map(type, values))
                                                                                                if not kinds102 <= _DICTS: return False
                                                                                                maps103 = list(filter(None, values)) if _NONE in kinds102 else values
                                                                                                keys104 = set().union(*maps103)
                                                                                                if not keys104 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys104:
                                                                                                    field105 = list(map(_get, maps103, repeat('key')))
                                                                                                    kinds106 = set(map(type, field105))
                                                                                                    if not kinds106 <= _STRINGS: return False
                                                                                                if 'operator' in keys104:
                                                                                                    field107 = list(map(_get, maps103, repeat('operator')))
                                                                                                    kinds108 = set(map(type, field107))
                                                                                                    if not kinds108 <= _STRINGS: return False
                                                                                                if 'values' in keys104:
                                                                                                    field109 = list(map(_get, maps103, repeat('values')))
                                                                                                    kinds110 = set(map(type, field109))
                                                                                                    if not kinds110 <= _LISTS: return False
                                                                                                    items111 = list(chain.from_iterable(filter(None, field109)))
                                                                                                    kinds112 = set(map(type, items111))
                                                                                                    if not kinds112 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item99) < 8 or not together_113(item99):
                                                                                                for i101, item100 in enumerate(item99):
                                                                                                    if item100 is not None:
                                                                                                        if type(item100) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                                        else:
                                                                                                            for key114, item115 in item100.items():
                                                                                                                if key114 == 'key':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item115))))
                                                                                                                elif key114 == 'operator':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item115))))
                                                                                                                elif key114 == 'values':
                                                                                                                    if item115 is not None:
                                                                                                                        if type(item115) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item115))))
                                                                                                                        else:
                                                                                                                            def together_119(values):
                                                                                                                                kinds118 = set(map(type, values))
                                                                                                                                if not kinds118 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item115) < 8 or not together_119(item115):
                                                                                                                                for i117, item116 in enumerate(item115):
                                                                                                                                    if item116 is not None:
                                                                                                                                        if type(item116) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,) + (i117,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item116))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i101,) + (key114,))
                                                                                elif key98 == 'matchFields':
                                                                                    if item99 is not None:
                                                                                        if type(item99) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item99))))
                                                                                        else:
                                                                                            def together_133(values):
                                                                                                kinds122 = set(map(type, values))
                                                                                                if not kinds122 <= _DICTS: return False
                                                                                                maps123 = list(filter(None, values)) if _NONE in kinds122 else values
                                                                                                keys124 = set().union(*maps123)
                                                                                                if not keys124 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys124:
                                                                                                    field125 = list(map(_get, maps123, repeat('key')))
                                                                                                    kinds126 = set(map(type, field125))
                                                                                                    if not kinds126 <= _STRINGS: return False
                                                                                                if 'operator' in keys124:
                                                                                                    field127 = list(map(_get, maps123, repeat('operator')))
                                                                                                    kinds128 = set(map(type, field127))
                                                                                                    if not kinds128 <= _STRINGS: return False
                                                                                                if 'values' in keys124:
                                                                                                    field129 = list(map(_get, maps123, repeat('values')))
                                                                                                    kinds130 = set(map(type, field129))
                                                                                                    if not kinds130 <= _LISTS: return False
                                                                                                    items131 = list(chain.from_iterable(filter(None, field129)))
                                                                                                    kinds132 = set(map(type, items131))
                                                                                                    if not kinds132 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item99) < 8 or not together_133(item99):
                                                                                                for i121, item120 in enumerate(item99):
                                                                                                    if item120 is not None:
                                                                                                        if type(item120) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item120))))
                                                                                                        else:
                                                                                                            for key134, item135 in item120.items():
                                                                                                                if key134 == 'key':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item135))))
                                                                                                                elif key134 == 'operator':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item135))))
                                                                                                                elif key134 == 'values':
                                                                                                                    if item135 is not None:
                                                                                                                        if type(item135) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item135))))
                                                                                                                        else:
                                                                                                                            def together_139(values):
                                                                                                                                kinds138 = set(map(type, values))
                                                                                                                                if not kinds138 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item135) < 8 or not together_139(item135):
                                                                                                                                for i137, item136 in enumerate(item135):
                                                                                                                                    if item136 is not None:
                                                                                                                                        if type(item136) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,) + (i137,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item136))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,) + (i121,) + (key134,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key58,) + (key62,) + (i65,) + (key98,))
                                                else:
                                                    unknown.append(() + (key1,) + (key58,) + (key62,))
                                elif key58 == 'allNodes':
                                    if item59 is not None and type(item59) is not bool:
                                        errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item59))))
                                elif key58 == 'devices':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1beta2.Device'.format(go_kind(item59))))
                                        else:
                                            def together_323(values):
                                                kinds142 = set(map(type, values))
                                                if not kinds142 <= _DICTS: return False
                                                maps143 = list(filter(None, values)) if _NONE in kinds142 else values
                                                keys144 = set().union(*maps143)
                                                if not keys144 <= {'allNodes', 'allowMultipleAllocations', 'attributes', 'bindingConditions', 'bindingFailureConditions', 'bindsToNode', 'capacity', 'consumesCounters', 'name', 'nodeAllocatableResources', 'nodeName', 'nodeSelector', 'taints'}: return False
                                                if 'name' in keys144:
                                                    field145 = list(map(_get, maps143, repeat('name')))
                                                    kinds146 = set(map(type, field145))
                                                    if not kinds146 <= _STRINGS: return False
                                                if 'attributes' in keys144:
                                                    field147 = list(map(_get, maps143, repeat('attributes')))
                                                    kinds148 = set(map(type, field147))
                                                    if not kinds148 <= _DICTS: return False
                                                    maps149 = list(filter(None, field147)) if _NONE in kinds148 else field147
                                                    members150 = list(chain.from_iterable(map(dict.values, maps149)))
                                                    kinds151 = set(map(type, members150))
                                                    if not kinds151 <= _DICTS: return False
                                                    maps152 = list(filter(None, members150)) if _NONE in kinds151 else members150
                                                    keys153 = set().union(*maps152)
                                                    if not keys153 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                    if 'int' in keys153:
                                                        field154 = list(map(_get, maps152, repeat('int')))
                                                        kinds155 = set(map(type, field154))
                                                        if not kinds155 <= _INTS: return False
                                                        numbers156 = list(_present(field154)) if _NONE in kinds155 else field154
                                                        if numbers156 and (min(numbers156) < INT64_MIN or max(numbers156) > INT64_MAX): return False
                                                    if 'bool' in keys153:
                                                        field157 = list(map(_get, maps152, repeat('bool')))
                                                        if not set(map(type, field157)) <= _BOOLS: return False
                                                    if 'string' in keys153:
                                                        field159 = list(map(_get, maps152, repeat('string')))
                                                        kinds160 = set(map(type, field159))
                                                        if not kinds160 <= _STRINGS: return False
                                                    if 'version' in keys153:
                                                        field161 = list(map(_get, maps152, repeat('version')))
                                                        kinds162 = set(map(type, field161))
                                                        if not kinds162 <= _STRINGS: return False
                                                    if 'ints' in keys153:
                                                        field163 = list(map(_get, maps152, repeat('ints')))
                                                        kinds164 = set(map(type, field163))
                                                        if not kinds164 <= _LISTS: return False
                                                        items165 = list(chain.from_iterable(filter(None, field163)))
                                                        kinds166 = set(map(type, items165))
                                                        if not kinds166 <= _INTS: return False
                                                        numbers167 = list(_present(items165)) if _NONE in kinds166 else items165
                                                        if numbers167 and (min(numbers167) < INT64_MIN or max(numbers167) > INT64_MAX): return False
                                                    if 'bools' in keys153:
                                                        field168 = list(map(_get, maps152, repeat('bools')))
                                                        kinds169 = set(map(type, field168))
                                                        if not kinds169 <= _LISTS: return False
                                                        items170 = list(chain.from_iterable(filter(None, field168)))
                                                        if not set(map(type, items170)) <= _BOOLS: return False
                                                    if 'strings' in keys153:
                                                        field172 = list(map(_get, maps152, repeat('strings')))
                                                        kinds173 = set(map(type, field172))
                                                        if not kinds173 <= _LISTS: return False
                                                        items174 = list(chain.from_iterable(filter(None, field172)))
                                                        kinds175 = set(map(type, items174))
                                                        if not kinds175 <= _STRINGS: return False
                                                    if 'versions' in keys153:
                                                        field176 = list(map(_get, maps152, repeat('versions')))
                                                        kinds177 = set(map(type, field176))
                                                        if not kinds177 <= _LISTS: return False
                                                        items178 = list(chain.from_iterable(filter(None, field176)))
                                                        kinds179 = set(map(type, items178))
                                                        if not kinds179 <= _STRINGS: return False
                                                if 'capacity' in keys144:
                                                    field180 = list(map(_get, maps143, repeat('capacity')))
                                                    kinds181 = set(map(type, field180))
                                                    if not kinds181 <= _DICTS: return False
                                                    maps182 = list(filter(None, field180)) if _NONE in kinds181 else field180
                                                    members183 = list(chain.from_iterable(map(dict.values, maps182)))
                                                    kinds184 = set(map(type, members183))
                                                    if not kinds184 <= _DICTS: return False
                                                    maps185 = list(filter(None, members183)) if _NONE in kinds184 else members183
                                                    keys186 = set().union(*maps185)
                                                    if not keys186 <= {'requestPolicy', 'value'}: return False
                                                    if 'value' in keys186:
                                                        field187 = list(map(_get, maps185, repeat('value')))
                                                        kinds188 = set(map(type, field187))
                                                        if not kinds188 <= _STRINGS: return False
                                                        if not all(map(_quantity_match, set(field187) - {None})): return False
                                                    if 'requestPolicy' in keys186:
                                                        field189 = list(map(_get, maps185, repeat('requestPolicy')))
                                                        kinds190 = set(map(type, field189))
                                                        if not kinds190 <= _DICTS: return False
                                                        maps191 = list(filter(None, field189)) if _NONE in kinds190 else field189
                                                        keys192 = set().union(*maps191)
                                                        if not keys192 <= {'default', 'validRange', 'validValues'}: return False
                                                        if 'default' in keys192:
                                                            field193 = list(map(_get, maps191, repeat('default')))
                                                            kinds194 = set(map(type, field193))
                                                            if not kinds194 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field193) - {None})): return False
                                                        if 'validValues' in keys192:
                                                            field195 = list(map(_get, maps191, repeat('validValues')))
                                                            kinds196 = set(map(type, field195))
                                                            if not kinds196 <= _LISTS: return False
                                                            items197 = list(chain.from_iterable(filter(None, field195)))
                                                            kinds198 = set(map(type, items197))
                                                            if not kinds198 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(items197) - {None})): return False
                                                        if 'validRange' in keys192:
                                                            field199 = list(map(_get, maps191, repeat('validRange')))
                                                            kinds200 = set(map(type, field199))
                                                            if not kinds200 <= _DICTS: return False
                                                            maps201 = list(filter(None, field199)) if _NONE in kinds200 else field199
                                                            keys202 = set().union(*maps201)
                                                            if not keys202 <= {'max', 'min', 'step'}: return False
                                                            if 'min' in keys202:
                                                                field203 = list(map(_get, maps201, repeat('min')))
                                                                kinds204 = set(map(type, field203))
                                                                if not kinds204 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field203) - {None})): return False
                                                            if 'max' in keys202:
                                                                field205 = list(map(_get, maps201, repeat('max')))
                                                                kinds206 = set(map(type, field205))
                                                                if not kinds206 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field205) - {None})): return False
                                                            if 'step' in keys202:
                                                                field207 = list(map(_get, maps201, repeat('step')))
                                                                kinds208 = set(map(type, field207))
                                                                if not kinds208 <= _STRINGS: return False
                                                                if not all(map(_quantity_match, set(field207) - {None})): return False
                                                if 'consumesCounters' in keys144:
                                                    field209 = list(map(_get, maps143, repeat('consumesCounters')))
                                                    kinds210 = set(map(type, field209))
                                                    if not kinds210 <= _LISTS: return False
                                                    items211 = list(chain.from_iterable(filter(None, field209)))
                                                    kinds212 = set(map(type, items211))
                                                    if not kinds212 <= _DICTS: return False
                                                    maps213 = list(filter(None, items211)) if _NONE in kinds212 else items211
                                                    keys214 = set().union(*maps213)
                                                    if not keys214 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                    if 'counterSet' in keys214:
                                                        field215 = list(map(_get, maps213, repeat('counterSet')))
                                                        kinds216 = set(map(type, field215))
                                                        if not kinds216 <= _STRINGS: return False
                                                    if 'counters' in keys214:
                                                        field217 = list(map(_get, maps213, repeat('counters')))
                                                        kinds218 = set(map(type, field217))
                                                        if not kinds218 <= _DICTS: return False
                                                        maps219 = list(filter(None, field217)) if _NONE in kinds218 else field217
                                                        members220 = list(chain.from_iterable(map(dict.values, maps219)))
                                                        kinds221 = set(map(type, members220))
                                                        if not kinds221 <= _DICTS: return False
                                                        maps222 = list(filter(None, members220)) if _NONE in kinds221 else members220
                                                        keys223 = set().union(*maps222)
                                                        if not keys223 <= {'value'}: return False
                                                        if 'value' in keys223:
                                                            field224 = list(map(_get, maps222, repeat('value')))
                                                            kinds225 = set(map(type, field224))
                                                            if not kinds225 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field224) - {None})): return False
                                                    if 'compatibilityGroups' in keys214:
                                                        field226 = list(map(_get, maps213, repeat('compatibilityGroups')))
                                                        kinds227 = set(map(type, field226))
                                                        if not kinds227 <= _LISTS: return False
                                                        items228 = list(chain.from_iterable(filter(None, field226)))
                                                        kinds229 = set(map(type, items228))
                                                        if not kinds229 <= _STRINGS: return False
                                                if 'nodeName' in keys144:
                                                    field230 = list(map(_get, maps143, repeat('nodeName')))
                                                    kinds231 = set(map(type, field230))
                                                    if not kinds231 <= _STRINGS: return False
                                                if 'nodeSelector' in keys144:
                                                    field232 = list(map(_get, maps143, repeat('nodeSelector')))
                                                    kinds233 = set(map(type, field232))
                                                    if not kinds233 <= _DICTS: return False
                                                    maps234 = list(filter(None, field232)) if _NONE in kinds233 else field232
                                                    keys235 = set().union(*maps234)
                                                    if not keys235 <= {'nodeSelectorTerms'}: return False
                                                    if 'nodeSelectorTerms' in keys235:
                                                        field236 = list(map(_get, maps234, repeat('nodeSelectorTerms')))
                                                        kinds237 = set(map(type, field236))
                                                        if not kinds237 <= _LISTS: return False
                                                        items238 = list(chain.from_iterable(filter(None, field236)))
                                                        kinds239 = set(map(type, items238))
                                                        if not kinds239 <= _DICTS: return False
                                                        maps240 = list(filter(None, items238)) if _NONE in kinds239 else items238
                                                        keys241 = set().union(*maps240)
                                                        if not keys241 <= {'matchExpressions', 'matchFields'}: return False
                                                        if 'matchExpressions' in keys241:
                                                            field242 = list(map(_get, maps240, repeat('matchExpressions')))
                                                            kinds243 = set(map(type, field242))
                                                            if not kinds243 <= _LISTS: return False
                                                            items244 = list(chain.from_iterable(filter(None, field242)))
                                                            kinds245 = set(map(type, items244))
                                                            if not kinds245 <= _DICTS: return False
                                                            maps246 = list(filter(None, items244)) if _NONE in kinds245 else items244
                                                            keys247 = set().union(*maps246)
                                                            if not keys247 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys247:
                                                                field248 = list(map(_get, maps246, repeat('key')))
                                                                kinds249 = set(map(type, field248))
                                                                if not kinds249 <= _STRINGS: return False
                                                            if 'operator' in keys247:
                                                                field250 = list(map(_get, maps246, repeat('operator')))
                                                                kinds251 = set(map(type, field250))
                                                                if not kinds251 <= _STRINGS: return False
                                                            if 'values' in keys247:
                                                                field252 = list(map(_get, maps246, repeat('values')))
                                                                kinds253 = set(map(type, field252))
                                                                if not kinds253 <= _LISTS: return False
                                                                items254 = list(chain.from_iterable(filter(None, field252)))
                                                                kinds255 = set(map(type, items254))
                                                                if not kinds255 <= _STRINGS: return False
                                                        if 'matchFields' in keys241:
                                                            field256 = list(map(_get, maps240, repeat('matchFields')))
                                                            kinds257 = set(map(type, field256))
                                                            if not kinds257 <= _LISTS: return False
                                                            items258 = list(chain.from_iterable(filter(None, field256)))
                                                            kinds259 = set(map(type, items258))
                                                            if not kinds259 <= _DICTS: return False
                                                            maps260 = list(filter(None, items258)) if _NONE in kinds259 else items258
                                                            keys261 = set().union(*maps260)
                                                            if not keys261 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys261:
                                                                field262 = list(map(_get, maps260, repeat('key')))
                                                                kinds263 = set(map(type, field262))
                                                                if not kinds263 <= _STRINGS: return False
                                                            if 'operator' in keys261:
                                                                field264 = list(map(_get, maps260, repeat('operator')))
                                                                kinds265 = set(map(type, field264))
                                                                if not kinds265 <= _STRINGS: return False
                                                            if 'values' in keys261:
                                                                field266 = list(map(_get, maps260, repeat('values')))
                                                                kinds267 = set(map(type, field266))
                                                                if not kinds267 <= _LISTS: return False
                                                                items268 = list(chain.from_iterable(filter(None, field266)))
                                                                kinds269 = set(map(type, items268))
                                                                if not kinds269 <= _STRINGS: return False
                                                if 'allNodes' in keys144:
                                                    field270 = list(map(_get, maps143, repeat('allNodes')))
                                                    if not set(map(type, field270)) <= _BOOLS: return False
                                                if 'taints' in keys144:
                                                    field272 = list(map(_get, maps143, repeat('taints')))
                                                    kinds273 = set(map(type, field272))
                                                    if not kinds273 <= _LISTS: return False
                                                    items274 = list(chain.from_iterable(filter(None, field272)))
                                                    kinds275 = set(map(type, items274))
                                                    if not kinds275 <= _DICTS: return False
                                                    maps276 = list(filter(None, items274)) if _NONE in kinds275 else items274
                                                    keys277 = set().union(*maps276)
                                                    if not keys277 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                    if 'key' in keys277:
                                                        field278 = list(map(_get, maps276, repeat('key')))
                                                        kinds279 = set(map(type, field278))
                                                        if not kinds279 <= _STRINGS: return False
                                                    if 'value' in keys277:
                                                        field280 = list(map(_get, maps276, repeat('value')))
                                                        kinds281 = set(map(type, field280))
                                                        if not kinds281 <= _STRINGS: return False
                                                    if 'effect' in keys277:
                                                        field282 = list(map(_get, maps276, repeat('effect')))
                                                        kinds283 = set(map(type, field282))
                                                        if not kinds283 <= _STRINGS: return False
                                                    if 'timeAdded' in keys277:
                                                        field284 = list(map(_get, maps276, repeat('timeAdded')))
                                                        kinds285 = set(map(type, field284))
                                                        if not kinds285 <= _STRINGS: return False
                                                        if not all(map(_valid_time, set(field284) - {None})): return False
                                                if 'bindsToNode' in keys144:
                                                    field286 = list(map(_get, maps143, repeat('bindsToNode')))
                                                    if not set(map(type, field286)) <= _BOOLS: return False
                                                if 'bindingConditions' in keys144:
                                                    field288 = list(map(_get, maps143, repeat('bindingConditions')))
                                                    kinds289 = set(map(type, field288))
                                                    if not kinds289 <= _LISTS: return False
                                                    items290 = list(chain.from_iterable(filter(None, field288)))
                                                    kinds291 = set(map(type, items290))
                                                    if not kinds291 <= _STRINGS: return False
                                                if 'bindingFailureConditions' in keys144:
                                                    field292 = list(map(_get, maps143, repeat('bindingFailureConditions')))
                                                    kinds293 = set(map(type, field292))
                                                    if not kinds293 <= _LISTS: return False
                                                    items294 = list(chain.from_iterable(filter(None, field292)))
                                                    kinds295 = set(map(type, items294))
                                                    if not kinds295 <= _STRINGS: return False
                                                if 'allowMultipleAllocations' in keys144:
                                                    field296 = list(map(_get, maps143, repeat('allowMultipleAllocations')))
                                                    if not set(map(type, field296)) <= _BOOLS: return False
                                                if 'nodeAllocatableResources' in keys144:
                                                    field298 = list(map(_get, maps143, repeat('nodeAllocatableResources')))
                                                    kinds299 = set(map(type, field298))
                                                    if not kinds299 <= _DICTS: return False
                                                    maps300 = list(filter(None, field298)) if _NONE in kinds299 else field298
                                                    members301 = list(chain.from_iterable(map(dict.values, maps300)))
                                                    kinds302 = set(map(type, members301))
                                                    if not kinds302 <= _DICTS: return False
                                                    maps303 = list(filter(None, members301)) if _NONE in kinds302 else members301
                                                    keys304 = set().union(*maps303)
                                                    if not keys304 <= {'mapping', 'overhead'}: return False
                                                    if 'mapping' in keys304:
                                                        field305 = list(map(_get, maps303, repeat('mapping')))
                                                        kinds306 = set(map(type, field305))
                                                        if not kinds306 <= _DICTS: return False
                                                        maps307 = list(filter(None, field305)) if _NONE in kinds306 else field305
                                                        keys308 = set().union(*maps307)
                                                        if not keys308 <= {'capacityKey', 'capacityMultiplier', 'deviceMultiplier'}: return False
                                                        if 'capacityKey' in keys308:
                                                            field309 = list(map(_get, maps307, repeat('capacityKey')))
                                                            kinds310 = set(map(type, field309))
                                                            if not kinds310 <= _STRINGS: return False
                                                        if 'capacityMultiplier' in keys308:
                                                            field311 = list(map(_get, maps307, repeat('capacityMultiplier')))
                                                            kinds312 = set(map(type, field311))
                                                            if not kinds312 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field311) - {None})): return False
                                                        if 'deviceMultiplier' in keys308:
                                                            field313 = list(map(_get, maps307, repeat('deviceMultiplier')))
                                                            kinds314 = set(map(type, field313))
                                                            if not kinds314 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field313) - {None})): return False
                                                    if 'overhead' in keys304:
                                                        field315 = list(map(_get, maps303, repeat('overhead')))
                                                        kinds316 = set(map(type, field315))
                                                        if not kinds316 <= _DICTS: return False
                                                        maps317 = list(filter(None, field315)) if _NONE in kinds316 else field315
                                                        keys318 = set().union(*maps317)
                                                        if not keys318 <= {'perContainer', 'perPod'}: return False
                                                        if 'perPod' in keys318:
                                                            field319 = list(map(_get, maps317, repeat('perPod')))
                                                            kinds320 = set(map(type, field319))
                                                            if not kinds320 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field319) - {None})): return False
                                                        if 'perContainer' in keys318:
                                                            field321 = list(map(_get, maps317, repeat('perContainer')))
                                                            kinds322 = set(map(type, field321))
                                                            if not kinds322 <= _STRINGS: return False
                                                            if not all(map(_quantity_match, set(field321) - {None})): return False
                                                return True
                                            if len(item59) < 8 or not together_323(item59):
                                                for i141, item140 in enumerate(item59):
                                                    if item140 is not None:
                                                        if type(item140) is not dict:
                                                            errors.append((() + (key1,) + (key58,) + (i141,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1beta2.Device'.format(go_kind(item140))))
                                                        else:
                                                            for key324, item325 in item140.items():
                                                                if key324 == 'name':
                                                                    if item325 is not None:
                                                                        if type(item325) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item325))))
                                                                elif key324 == 'attributes':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type map[v1beta2.QualifiedName]v1beta2.DeviceAttribute'.format(go_kind(item325))))
                                                                        else:
                                                                            for key326, item327 in item325.items():
                                                                                if True:
                                                                                    if item327 is not None:
                                                                                        if type(item327) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type v1beta2.DeviceAttribute'.format(go_kind(item327))))
                                                                                        else:
                                                                                            for key328, item329 in item327.items():
                                                                                                if key328 == 'int':
                                                                                                    if item329 is not None and (type(item329) is not int or not INT64_MIN <= item329 <= INT64_MAX):
                                                                                                        if type(item329) is int:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + str(item329))))
                                                                                                        elif isinstance(item329, float):
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + _number_text(item329))))
                                                                                                        else:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format(go_kind(item329))))
                                                                                                elif key328 == 'bool':
                                                                                                    if item329 is not None and type(item329) is not bool:
                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bool of type bool'.format(go_kind(item329))))
                                                                                                elif key328 == 'string':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.string of type string'.format(go_kind(item329))))
                                                                                                elif key328 == 'version':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.version of type string'.format(go_kind(item329))))
                                                                                                elif key328 == 'ints':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type []int64'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_334(values):
                                                                                                                kinds332 = set(map(type, values))
                                                                                                                if not kinds332 <= _INTS: return False
                                                                                                                numbers333 = list(_present(values)) if _NONE in kinds332 else values
                                                                                                                if numbers333 and (min(numbers333) < INT64_MIN or max(numbers333) > INT64_MAX): return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_334(item329):
                                                                                                                for i331, item330 in enumerate(item329):
                                                                                                                    if item330 is not None and (type(item330) is not int or not INT64_MIN <= item330 <= INT64_MAX):
                                                                                                                        if type(item330) is int:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i331,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + str(item330))))
                                                                                                                        elif isinstance(item330, float):
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i331,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + _number_text(item330))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i331,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format(go_kind(item330))))
                                                                                                elif key328 == 'bools':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type []bool'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_338(values):
                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_338(item329):
                                                                                                                for i336, item335 in enumerate(item329):
                                                                                                                    if item335 is not None and type(item335) is not bool:
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i336,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type bool'.format(go_kind(item335))))
                                                                                                elif key328 == 'strings':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type []string'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_342(values):
                                                                                                                kinds341 = set(map(type, values))
                                                                                                                if not kinds341 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_342(item329):
                                                                                                                for i340, item339 in enumerate(item329):
                                                                                                                    if item339 is not None:
                                                                                                                        if type(item339) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i340,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type string'.format(go_kind(item339))))
                                                                                                elif key328 == 'versions':
                                                                                                    if item329 is not None:
                                                                                                        if type(item329) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type []string'.format(go_kind(item329))))
                                                                                                        else:
                                                                                                            def together_346(values):
                                                                                                                kinds345 = set(map(type, values))
                                                                                                                if not kinds345 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item329) < 8 or not together_346(item329):
                                                                                                                for i344, item343 in enumerate(item329):
                                                                                                                    if item343 is not None:
                                                                                                                        if type(item343) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type string'.format(go_kind(item343))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key326,) + (key328,))
                                                                elif key324 == 'capacity':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type map[v1beta2.QualifiedName]v1beta2.DeviceCapacity'.format(go_kind(item325))))
                                                                        else:
                                                                            for key347, item348 in item325.items():
                                                                                if True:
                                                                                    if item348 is not None:
                                                                                        if type(item348) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type v1beta2.DeviceCapacity'.format(go_kind(item348))))
                                                                                        else:
                                                                                            for key349, item350 in item348.items():
                                                                                                if key349 == 'value':
                                                                                                    if item350 is not None and not (type(item350) is str and _quantity_ok(item350) or type(item350) is int or isinstance(item350, float)):
                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,), QUANTITY_FORMAT))
                                                                                                elif key349 == 'requestPolicy':
                                                                                                    if item350 is not None:
                                                                                                        if type(item350) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.capacity.requestPolicy of type v1beta2.CapacityRequestPolicy'.format(go_kind(item350))))
                                                                                                        else:
                                                                                                            for key351, item352 in item350.items():
                                                                                                                if key351 == 'default':
                                                                                                                    if item352 is not None and not (type(item352) is str and _quantity_ok(item352) or type(item352) is int or isinstance(item352, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,), QUANTITY_FORMAT))
                                                                                                                elif key351 == 'validValues':
                                                                                                                    if item352 is not None:
                                                                                                                        if type(item352) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item352))))
                                                                                                                        else:
                                                                                                                            def together_356(values):
                                                                                                                                kinds355 = set(map(type, values))
                                                                                                                                if not kinds355 <= _STRINGS: return False
                                                                                                                                if not all(map(_quantity_match, set(values) - {None})): return False
                                                                                                                                return True
                                                                                                                            if len(item352) < 8 or not together_356(item352):
                                                                                                                                for i354, item353 in enumerate(item352):
                                                                                                                                    if item353 is not None and not (type(item353) is str and _quantity_ok(item353) or type(item353) is int or isinstance(item353, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (i354,), QUANTITY_FORMAT))
                                                                                                                elif key351 == 'validRange':
                                                                                                                    if item352 is not None:
                                                                                                                        if type(item352) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validRange of type v1beta2.CapacityRequestPolicyRange'.format(go_kind(item352))))
                                                                                                                        else:
                                                                                                                            for key357, item358 in item352.items():
                                                                                                                                if key357 == 'min':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                elif key357 == 'max':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                elif key357 == 'step':
                                                                                                                                    if item358 is not None and not (type(item358) is str and _quantity_ok(item358) or type(item358) is int or isinstance(item358, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,) + (key357,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,) + (key351,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key347,) + (key349,))
                                                                elif key324 == 'consumesCounters':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type []v1beta2.DeviceCounterConsumption'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_379(values):
                                                                                kinds361 = set(map(type, values))
                                                                                if not kinds361 <= _DICTS: return False
                                                                                maps362 = list(filter(None, values)) if _NONE in kinds361 else values
                                                                                keys363 = set().union(*maps362)
                                                                                if not keys363 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                                                if 'counterSet' in keys363:
                                                                                    field364 = list(map(_get, maps362, repeat('counterSet')))
                                                                                    kinds365 = set(map(type, field364))
                                                                                    if not kinds365 <= _STRINGS: return False
                                                                                if 'counters' in keys363:
                                                                                    field366 = list(map(_get, maps362, repeat('counters')))
                                                                                    kinds367 = set(map(type, field366))
                                                                                    if not kinds367 <= _DICTS: return False
                                                                                    maps368 = list(filter(None, field366)) if _NONE in kinds367 else field366
                                                                                    members369 = list(chain.from_iterable(map(dict.values, maps368)))
                                                                                    kinds370 = set(map(type, members369))
                                                                                    if not kinds370 <= _DICTS: return False
                                                                                    maps371 = list(filter(None, members369)) if _NONE in kinds370 else members369
                                                                                    keys372 = set().union(*maps371)
                                                                                    if not keys372 <= {'value'}: return False
                                                                                    if 'value' in keys372:
                                                                                        field373 = list(map(_get, maps371, repeat('value')))
                                                                                        kinds374 = set(map(type, field373))
                                                                                        if not kinds374 <= _STRINGS: return False
                                                                                        if not all(map(_quantity_match, set(field373) - {None})): return False
                                                                                if 'compatibilityGroups' in keys363:
                                                                                    field375 = list(map(_get, maps362, repeat('compatibilityGroups')))
                                                                                    kinds376 = set(map(type, field375))
                                                                                    if not kinds376 <= _LISTS: return False
                                                                                    items377 = list(chain.from_iterable(filter(None, field375)))
                                                                                    kinds378 = set(map(type, items377))
                                                                                    if not kinds378 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_379(item325):
                                                                                for i360, item359 in enumerate(item325):
                                                                                    if item359 is not None:
                                                                                        if type(item359) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type v1beta2.DeviceCounterConsumption'.format(go_kind(item359))))
                                                                                        else:
                                                                                            for key380, item381 in item359.items():
                                                                                                if key380 == 'counterSet':
                                                                                                    if item381 is not None:
                                                                                                        if type(item381) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counterSet of type string'.format(go_kind(item381))))
                                                                                                elif key380 == 'counters':
                                                                                                    if item381 is not None:
                                                                                                        if type(item381) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type map[string]v1beta2.Counter'.format(go_kind(item381))))
                                                                                                        else:
                                                                                                            for key382, item383 in item381.items():
                                                                                                                if True:
                                                                                                                    if item383 is not None:
                                                                                                                        if type(item383) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (key382,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type v1beta2.Counter'.format(go_kind(item383))))
                                                                                                                        else:
                                                                                                                            for key384, item385 in item383.items():
                                                                                                                                if key384 == 'value':
                                                                                                                                    if item385 is not None and not (type(item385) is str and _quantity_ok(item385) or type(item385) is int or isinstance(item385, float)):
                                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (key382,) + (key384,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (key382,) + (key384,))
                                                                                                elif key380 == 'compatibilityGroups':
                                                                                                    if item381 is not None:
                                                                                                        if type(item381) is not list:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item381))))
                                                                                                        else:
                                                                                                            def together_389(values):
                                                                                                                kinds388 = set(map(type, values))
                                                                                                                if not kinds388 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item381) < 8 or not together_389(item381):
                                                                                                                for i387, item386 in enumerate(item381):
                                                                                                                    if item386 is not None:
                                                                                                                        if type(item386) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,) + (i387,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type string'.format(go_kind(item386))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (i360,) + (key380,))
                                                                elif key324 == 'nodeName':
                                                                    if item325 is not None:
                                                                        if type(item325) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeName of type string'.format(go_kind(item325))))
                                                                elif key324 == 'nodeSelector':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeSelector of type v1.NodeSelector'.format(go_kind(item325))))
                                                                        else:
                                                                            for key390, item391 in item325.items():
                                                                                if key390 == 'nodeSelectorTerms':
                                                                                    if item391 is not None:
                                                                                        if type(item391) is not list:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item391))))
                                                                                        else:
                                                                                            def together_425(values):
                                                                                                kinds394 = set(map(type, values))
                                                                                                if not kinds394 <= _DICTS: return False
                                                                                                maps395 = list(filter(None, values)) if _NONE in kinds394 else values
                                                                                                keys396 = set().union(*maps395)
                                                                                                if not keys396 <= {'matchExpressions', 'matchFields'}: return False
                                                                                                if 'matchExpressions' in keys396:
                                                                                                    field397 = list(map(_get, maps395, repeat('matchExpressions')))
                                                                                                    kinds398 = set(map(type, field397))
                                                                                                    if not kinds398 <= _LISTS: return False
                                                                                                    items399 = list(chain.from_iterable(filter(None, field397)))
                                                                                                    kinds400 = set(map(type, items399))
                                                                                                    if not kinds400 <= _DICTS: return False
                                                                                                    maps401 = list(filter(None, items399)) if _NONE in kinds400 else items399
                                                                                                    keys402 = set().union(*maps401)
                                                                                                    if not keys402 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys402:
                                                                                                        field403 = list(map(_get, maps401, repeat('key')))
                                                                                                        kinds404 = set(map(type, field403))
                                                                                                        if not kinds404 <= _STRINGS: return False
                                                                                                    if 'operator' in keys402:
                                                                                                        field405 = list(map(_get, maps401, repeat('operator')))
                                                                                                        kinds406 = set(map(type, field405))
                                                                                                        if not kinds406 <= _STRINGS: return False
                                                                                                    if 'values' in keys402:
                                                                                                        field407 = list(map(_get, maps401, repeat('values')))
                                                                                                        kinds408 = set(map(type, field407))
                                                                                                        if not kinds408 <= _LISTS: return False
                                                                                                        items409 = list(chain.from_iterable(filter(None, field407)))
                                                                                                        kinds410 = set(map(type, items409))
                                                                                                        if not kinds410 <= _STRINGS: return False
                                                                                                if 'matchFields' in keys396:
                                                                                                    field411 = list(map(_get, maps395, repeat('matchFields')))
                                                                                                    kinds412 = set(map(type, field411))
                                                                                                    if not kinds412 <= _LISTS: return False
                                                                                                    items413 = list(chain.from_iterable(filter(None, field411)))
                                                                                                    kinds414 = set(map(type, items413))
                                                                                                    if not kinds414 <= _DICTS: return False
                                                                                                    maps415 = list(filter(None, items413)) if _NONE in kinds414 else items413
                                                                                                    keys416 = set().union(*maps415)
                                                                                                    if not keys416 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys416:
                                                                                                        field417 = list(map(_get, maps415, repeat('key')))
                                                                                                        kinds418 = set(map(type, field417))
                                                                                                        if not kinds418 <= _STRINGS: return False
                                                                                                    if 'operator' in keys416:
                                                                                                        field419 = list(map(_get, maps415, repeat('operator')))
                                                                                                        kinds420 = set(map(type, field419))
                                                                                                        if not kinds420 <= _STRINGS: return False
                                                                                                    if 'values' in keys416:
                                                                                                        field421 = list(map(_get, maps415, repeat('values')))
                                                                                                        kinds422 = set(map(type, field421))
                                                                                                        if not kinds422 <= _LISTS: return False
                                                                                                        items423 = list(chain.from_iterable(filter(None, field421)))
                                                                                                        kinds424 = set(map(type, items423))
                                                                                                        if not kinds424 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item391) < 8 or not together_425(item391):
                                                                                                for i393, item392 in enumerate(item391):
                                                                                                    if item392 is not None:
                                                                                                        if type(item392) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item392))))
                                                                                                        else:
                                                                                                            for key426, item427 in item392.items():
                                                                                                                if key426 == 'matchExpressions':
                                                                                                                    if item427 is not None:
                                                                                                                        if type(item427) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item427))))
                                                                                                                        else:
                                                                                                                            def together_441(values):
                                                                                                                                kinds430 = set(map(type, values))
                                                                                                                                if not kinds430 <= _DICTS: return False
                                                                                                                                maps431 = list(filter(None, values)) if _NONE in kinds430 else values
                                                                                                                                keys432 = set().union(*maps431)
                                                                                                                                if not keys432 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys432:
                                                                                                                                    field433 = list(map(_get, maps431, repeat('key')))
                                                                                                                                    kinds434 = set(map(type, field433))
                                                                                                                                    if not kinds434 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys432:
                                                                                                                                    field435 = list(map(_get, maps431, repeat('operator')))
                                                                                                                                    kinds436 = set(map(type, field435))
                                                                                                                                    if not kinds436 <= _STRINGS: return False
                                                                                                                                if 'values' in keys432:
                                                                                                                                    field437 = list(map(_get, maps431, repeat('values')))
                                                                                                                                    kinds438 = set(map(type, field437))
                                                                                                                                    if not kinds438 <= _LISTS: return False
                                                                                                                                    items439 = list(chain.from_iterable(filter(None, field437)))
                                                                                                                                    kinds440 = set(map(type, items439))
                                                                                                                                    if not kinds440 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item427) < 8 or not together_441(item427):
                                                                                                                                for i429, item428 in enumerate(item427):
                                                                                                                                    if item428 is not None:
                                                                                                                                        if type(item428) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item428))))
                                                                                                                                        else:
                                                                                                                                            for key442, item443 in item428.items():
                                                                                                                                                if key442 == 'key':
                                                                                                                                                    if item443 is not None:
                                                                                                                                                        if type(item443) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item443))))
                                                                                                                                                elif key442 == 'operator':
                                                                                                                                                    if item443 is not None:
                                                                                                                                                        if type(item443) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item443))))
                                                                                                                                                elif key442 == 'values':
                                                                                                                                                    if item443 is not None:
                                                                                                                                                        if type(item443) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item443))))
                                                                                                                                                        else:
                                                                                                                                                            def together_447(values):
                                                                                                                                                                kinds446 = set(map(type, values))
                                                                                                                                                                if not kinds446 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item443) < 8 or not together_447(item443):
                                                                                                                                                                for i445, item444 in enumerate(item443):
                                                                                                                                                                    if item444 is not None:
                                                                                                                                                                        if type(item444) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,) + (i445,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item444))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i429,) + (key442,))
                                                                                                                elif key426 == 'matchFields':
                                                                                                                    if item427 is not None:
                                                                                                                        if type(item427) is not list:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item427))))
                                                                                                                        else:
                                                                                                                            def together_461(values):
                                                                                                                                kinds450 = set(map(type, values))
                                                                                                                                if not kinds450 <= _DICTS: return False
                                                                                                                                maps451 = list(filter(None, values)) if _NONE in kinds450 else values
                                                                                                                                keys452 = set().union(*maps451)
                                                                                                                                if not keys452 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys452:
                                                                                                                                    field453 = list(map(_get, maps451, repeat('key')))
                                                                                                                                    kinds454 = set(map(type, field453))
                                                                                                                                    if not kinds454 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys452:
                                                                                                                                    field455 = list(map(_get, maps451, repeat('operator')))
                                                                                                                                    kinds456 = set(map(type, field455))
                                                                                                                                    if not kinds456 <= _STRINGS: return False
                                                                                                                                if 'values' in keys452:
                                                                                                                                    field457 = list(map(_get, maps451, repeat('values')))
                                                                                                                                    kinds458 = set(map(type, field457))
                                                                                                                                    if not kinds458 <= _LISTS: return False
                                                                                                                                    items459 = list(chain.from_iterable(filter(None, field457)))
                                                                                                                                    kinds460 = set(map(type, items459))
                                                                                                                                    if not kinds460 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item427) < 8 or not together_461(item427):
                                                                                                                                for i449, item448 in enumerate(item427):
                                                                                                                                    if item448 is not None:
                                                                                                                                        if type(item448) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item448))))
                                                                                                                                        else:
                                                                                                                                            for key462, item463 in item448.items():
                                                                                                                                                if key462 == 'key':
                                                                                                                                                    if item463 is not None:
                                                                                                                                                        if type(item463) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item463))))
                                                                                                                                                elif key462 == 'operator':
                                                                                                                                                    if item463 is not None:
                                                                                                                                                        if type(item463) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item463))))
                                                                                                                                                elif key462 == 'values':
                                                                                                                                                    if item463 is not None:
                                                                                                                                                        if type(item463) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item463))))
                                                                                                                                                        else:
                                                                                                                                                            def together_467(values):
                                                                                                                                                                kinds466 = set(map(type, values))
                                                                                                                                                                if not kinds466 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item463) < 8 or not together_467(item463):
                                                                                                                                                                for i465, item464 in enumerate(item463):
                                                                                                                                                                    if item464 is not None:
                                                                                                                                                                        if type(item464) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,) + (i465,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item464))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,) + (i449,) + (key462,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,) + (i393,) + (key426,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key390,))
                                                                elif key324 == 'allNodes':
                                                                    if item325 is not None and type(item325) is not bool:
                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allNodes of type bool'.format(go_kind(item325))))
                                                                elif key324 == 'taints':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type []v1beta2.DeviceTaint'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_481(values):
                                                                                kinds470 = set(map(type, values))
                                                                                if not kinds470 <= _DICTS: return False
                                                                                maps471 = list(filter(None, values)) if _NONE in kinds470 else values
                                                                                keys472 = set().union(*maps471)
                                                                                if not keys472 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                                                if 'key' in keys472:
                                                                                    field473 = list(map(_get, maps471, repeat('key')))
                                                                                    kinds474 = set(map(type, field473))
                                                                                    if not kinds474 <= _STRINGS: return False
                                                                                if 'value' in keys472:
                                                                                    field475 = list(map(_get, maps471, repeat('value')))
                                                                                    kinds476 = set(map(type, field475))
                                                                                    if not kinds476 <= _STRINGS: return False
                                                                                if 'effect' in keys472:
                                                                                    field477 = list(map(_get, maps471, repeat('effect')))
                                                                                    kinds478 = set(map(type, field477))
                                                                                    if not kinds478 <= _STRINGS: return False
                                                                                if 'timeAdded' in keys472:
                                                                                    field479 = list(map(_get, maps471, repeat('timeAdded')))
                                                                                    kinds480 = set(map(type, field479))
                                                                                    if not kinds480 <= _STRINGS: return False
                                                                                    if not all(map(_valid_time, set(field479) - {None})): return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_481(item325):
                                                                                for i469, item468 in enumerate(item325):
                                                                                    if item468 is not None:
                                                                                        if type(item468) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type v1beta2.DeviceTaint'.format(go_kind(item468))))
                                                                                        else:
                                                                                            for key482, item483 in item468.items():
                                                                                                if key482 == 'key':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.key of type string'.format(go_kind(item483))))
                                                                                                elif key482 == 'value':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.value of type string'.format(go_kind(item483))))
                                                                                                elif key482 == 'effect':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.effect of type v1beta2.DeviceTaintEffect'.format(go_kind(item483))))
                                                                                                elif key482 == 'timeAdded':
                                                                                                    if item483 is not None:
                                                                                                        if type(item483) is not str:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.timeAdded of type v1.Time'.format(go_kind(item483))))
                                                                                                        elif not _valid_time(item483):
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,), 'parsing time "' + item483 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (i469,) + (key482,))
                                                                elif key324 == 'bindsToNode':
                                                                    if item325 is not None and type(item325) is not bool:
                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindsToNode of type bool'.format(go_kind(item325))))
                                                                elif key324 == 'bindingConditions':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type []string'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_487(values):
                                                                                kinds486 = set(map(type, values))
                                                                                if not kinds486 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_487(item325):
                                                                                for i485, item484 in enumerate(item325):
                                                                                    if item484 is not None:
                                                                                        if type(item484) is not str:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i485,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type string'.format(go_kind(item484))))
                                                                elif key324 == 'bindingFailureConditions':
                                                                    if item325 is not None:
                                                                        if type(item325) is not list:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type []string'.format(go_kind(item325))))
                                                                        else:
                                                                            def together_491(values):
                                                                                kinds490 = set(map(type, values))
                                                                                if not kinds490 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item325) < 8 or not together_491(item325):
                                                                                for i489, item488 in enumerate(item325):
                                                                                    if item488 is not None:
                                                                                        if type(item488) is not str:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (i489,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type string'.format(go_kind(item488))))
                                                                elif key324 == 'allowMultipleAllocations':
                                                                    if item325 is not None and type(item325) is not bool:
                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allowMultipleAllocations of type bool'.format(go_kind(item325))))
                                                                elif key324 == 'nodeAllocatableResources':
                                                                    if item325 is not None:
                                                                        if type(item325) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type map[v1.ResourceName]v1beta2.NodeAllocatableResource'.format(go_kind(item325))))
                                                                        else:
                                                                            for key492, item493 in item325.items():
                                                                                if True:
                                                                                    if item493 is not None:
                                                                                        if type(item493) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type v1beta2.NodeAllocatableResource'.format(go_kind(item493))))
                                                                                        else:
                                                                                            for key494, item495 in item493.items():
                                                                                                if key494 == 'mapping':
                                                                                                    if item495 is not None:
                                                                                                        if type(item495) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.mapping of type v1beta2.NodeAllocatableMapping'.format(go_kind(item495))))
                                                                                                        else:
                                                                                                            for key496, item497 in item495.items():
                                                                                                                if key496 == 'capacityKey':
                                                                                                                    if item497 is not None:
                                                                                                                        if type(item497) is not str:
                                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.nodeAllocatableResources.mapping.capacityKey of type v1beta2.QualifiedName'.format(go_kind(item497))))
                                                                                                                elif key496 == 'capacityMultiplier':
                                                                                                                    if item497 is not None and not (type(item497) is str and _quantity_ok(item497) or type(item497) is int or isinstance(item497, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,), QUANTITY_FORMAT))
                                                                                                                elif key496 == 'deviceMultiplier':
                                                                                                                    if item497 is not None and not (type(item497) is str and _quantity_ok(item497) or type(item497) is int or isinstance(item497, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key496,))
                                                                                                elif key494 == 'overhead':
                                                                                                    if item495 is not None:
                                                                                                        if type(item495) is not dict:
                                                                                                            errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.overhead of type v1beta2.NodeAllocatableOverhead'.format(go_kind(item495))))
                                                                                                        else:
                                                                                                            for key498, item499 in item495.items():
                                                                                                                if key498 == 'perPod':
                                                                                                                    if item499 is not None and not (type(item499) is str and _quantity_ok(item499) or type(item499) is int or isinstance(item499, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key498,), QUANTITY_FORMAT))
                                                                                                                elif key498 == 'perContainer':
                                                                                                                    if item499 is not None and not (type(item499) is str and _quantity_ok(item499) or type(item499) is int or isinstance(item499, float)):
                                                                                                                        errors.append((() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key498,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,) + (key498,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,) + (key492,) + (key494,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key58,) + (i141,) + (key324,))
                                elif key58 == 'perDeviceNodeSelection':
                                    if item59 is not None and type(item59) is not bool:
                                        errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item59))))
                                elif key58 == 'sharedCounters':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1beta2.CounterSet'.format(go_kind(item59))))
                                        else:
                                            def together_516(values):
                                                kinds502 = set(map(type, values))
                                                if not kinds502 <= _DICTS: return False
                                                maps503 = list(filter(None, values)) if _NONE in kinds502 else values
                                                keys504 = set().union(*maps503)
                                                if not keys504 <= {'counters', 'name'}: return False
                                                if 'name' in keys504:
                                                    field505 = list(map(_get, maps503, repeat('name')))
                                                    kinds506 = set(map(type, field505))
                                                    if not kinds506 <= _STRINGS: return False
                                                if 'counters' in keys504:
                                                    field507 = list(map(_get, maps503, repeat('counters')))
                                                    kinds508 = set(map(type, field507))
                                                    if not kinds508 <= _DICTS: return False
                                                    maps509 = list(filter(None, field507)) if _NONE in kinds508 else field507
                                                    members510 = list(chain.from_iterable(map(dict.values, maps509)))
                                                    kinds511 = set(map(type, members510))
                                                    if not kinds511 <= _DICTS: return False
                                                    maps512 = list(filter(None, members510)) if _NONE in kinds511 else members510
                                                    keys513 = set().union(*maps512)
                                                    if not keys513 <= {'value'}: return False
                                                    if 'value' in keys513:
                                                        field514 = list(map(_get, maps512, repeat('value')))
                                                        kinds515 = set(map(type, field514))
                                                        if not kinds515 <= _STRINGS: return False
                                                        if not all(map(_quantity_match, set(field514) - {None})): return False
                                                return True
                                            if len(item59) < 8 or not together_516(item59):
                                                for i501, item500 in enumerate(item59):
                                                    if item500 is not None:
                                                        if type(item500) is not dict:
                                                            errors.append((() + (key1,) + (key58,) + (i501,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1beta2.CounterSet'.format(go_kind(item500))))
                                                        else:
                                                            for key517, item518 in item500.items():
                                                                if key517 == 'name':
                                                                    if item518 is not None:
                                                                        if type(item518) is not str:
                                                                            errors.append((() + (key1,) + (key58,) + (i501,) + (key517,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item518))))
                                                                elif key517 == 'counters':
                                                                    if item518 is not None:
                                                                        if type(item518) is not dict:
                                                                            errors.append((() + (key1,) + (key58,) + (i501,) + (key517,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1beta2.Counter'.format(go_kind(item518))))
                                                                        else:
                                                                            for key519, item520 in item518.items():
                                                                                if True:
                                                                                    if item520 is not None:
                                                                                        if type(item520) is not dict:
                                                                                            errors.append((() + (key1,) + (key58,) + (i501,) + (key517,) + (key519,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1beta2.Counter'.format(go_kind(item520))))
                                                                                        else:
                                                                                            for key521, item522 in item520.items():
                                                                                                if key521 == 'value':
                                                                                                    if item522 is not None and not (type(item522) is str and _quantity_ok(item522) or type(item522) is int or isinstance(item522, float)):
                                                                                                        errors.append((() + (key1,) + (key58,) + (i501,) + (key517,) + (key519,) + (key521,), QUANTITY_FORMAT))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key58,) + (i501,) + (key517,) + (key519,) + (key521,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key58,) + (i501,) + (key517,))
                                elif key58 == 'partitionTypeAttribute':
                                    if item59 is not None:
                                        if type(item59) is not str:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1beta2.FullyQualifiedName'.format(go_kind(item59))))
                                elif key58 == 'skipNodeOperations':
                                    if item59 is not None:
                                        if type(item59) is not list:
                                            errors.append((() + (key1,) + (key58,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item59))))
                                        else:
                                            def together_526(values):
                                                kinds525 = set(map(type, values))
                                                if not kinds525 <= _STRINGS: return False
                                                return True
                                            if len(item59) < 8 or not together_526(item59):
                                                for i524, item523 in enumerate(item59):
                                                    if item523 is not None:
                                                        if type(item523) is not str:
                                                            errors.append((() + (key1,) + (key58,) + (i524,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item523))))
                                else:
                                    unknown.append(() + (key1,) + (key58,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown

CHECKERS = {
    (3031718778, 75331): check_0.__code__,  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json
    (1386172781, 75327): check_1.__code__,  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1beta1/DeviceMetadata.json
    (1316613338, 200392): check_2.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1/ResourceSlice.json
    (2839996630, 214198): check_3.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta1/ResourceSlice.json
    (4170012565, 200537): check_4.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta2/ResourceSlice.json
}
