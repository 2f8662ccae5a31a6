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
                                            def together_54(values):
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
                                                    strings46 = _present(field44) if _NONE in kinds45 else field44
                                                    if not all(map(_valid_time, strings46)): return False
                                                if 'fieldsType' in keys37:
                                                    field47 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds48 = set(map(type, field47))
                                                    if not kinds48 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field49 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds50 = set(map(type, field49))
                                                    if not kinds50 <= _DICTS: return False
                                                    maps51 = list(filter(None, field49)) if _NONE in kinds50 else field49
                                                if 'subresource' in keys37:
                                                    field52 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds53 = set(map(type, field52))
                                                    if not kinds53 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_54(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key55, item56 in item33.items():
                                                                if key55 == 'manager':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item56))))
                                                                elif key55 == 'operation':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item56))))
                                                                elif key55 == 'apiVersion':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item56))))
                                                                elif key55 == 'time':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item56))))
                                                                        elif not _valid_time(item56):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'parsing time "' + item56 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key55 == 'fieldsType':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item56))))
                                                                elif key55 == 'fieldsV1':
                                                                    if item56 is not None:
                                                                        if type(item56) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item56))))
                                                                        else:
                                                                            for key57, item58 in item56.items():
                                                                                pass
                                                                elif key55 == 'subresource':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item56))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key55,))
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
                            def together_123(values):
                                kinds61 = set(map(type, values))
                                if not kinds61 <= _DICTS: return False
                                maps62 = list(filter(None, values)) if _NONE in kinds61 else values
                                keys63 = set().union(*maps62)
                                if not keys63 <= {'devices', 'name'}: return False
                                if 'name' in keys63:
                                    field64 = list(map(_get, maps62, repeat('name')))
                                    kinds65 = set(map(type, field64))
                                    if not kinds65 <= _STRINGS: return False
                                if 'devices' in keys63:
                                    field66 = list(map(_get, maps62, repeat('devices')))
                                    kinds67 = set(map(type, field66))
                                    if not kinds67 <= _LISTS: return False
                                    items68 = list(chain.from_iterable(filter(None, field66)))
                                    kinds69 = set(map(type, items68))
                                    if not kinds69 <= _DICTS: return False
                                    maps70 = list(filter(None, items68)) if _NONE in kinds69 else items68
                                    keys71 = set().union(*maps70)
                                    if not keys71 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                    if 'driver' in keys71:
                                        field72 = list(map(_get, maps70, repeat('driver')))
                                        kinds73 = set(map(type, field72))
                                        if not kinds73 <= _STRINGS: return False
                                    if 'pool' in keys71:
                                        field74 = list(map(_get, maps70, repeat('pool')))
                                        kinds75 = set(map(type, field74))
                                        if not kinds75 <= _STRINGS: return False
                                    if 'name' in keys71:
                                        field76 = list(map(_get, maps70, repeat('name')))
                                        kinds77 = set(map(type, field76))
                                        if not kinds77 <= _STRINGS: return False
                                    if 'attributes' in keys71:
                                        field78 = list(map(_get, maps70, repeat('attributes')))
                                        kinds79 = set(map(type, field78))
                                        if not kinds79 <= _DICTS: return False
                                        maps80 = list(filter(None, field78)) if _NONE in kinds79 else field78
                                        members81 = list(chain.from_iterable(map(dict.values, maps80)))
                                        kinds82 = set(map(type, members81))
                                        if not kinds82 <= _DICTS: return False
                                        maps83 = list(filter(None, members81)) if _NONE in kinds82 else members81
                                        keys84 = set().union(*maps83)
                                        if not keys84 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                        if 'int' in keys84:
                                            field85 = list(map(_get, maps83, repeat('int')))
                                            kinds86 = set(map(type, field85))
                                            if not kinds86 <= _INTS: return False
                                            numbers87 = list(_present(field85)) if _NONE in kinds86 else field85
                                            if numbers87 and (min(numbers87) < INT64_MIN or max(numbers87) > INT64_MAX): return False
                                        if 'bool' in keys84:
                                            field88 = list(map(_get, maps83, repeat('bool')))
                                            if not set(map(type, field88)) <= _BOOLS: return False
                                        if 'string' in keys84:
                                            field90 = list(map(_get, maps83, repeat('string')))
                                            kinds91 = set(map(type, field90))
                                            if not kinds91 <= _STRINGS: return False
                                        if 'version' in keys84:
                                            field92 = list(map(_get, maps83, repeat('version')))
                                            kinds93 = set(map(type, field92))
                                            if not kinds93 <= _STRINGS: return False
                                        if 'ints' in keys84:
                                            field94 = list(map(_get, maps83, repeat('ints')))
                                            kinds95 = set(map(type, field94))
                                            if not kinds95 <= _LISTS: return False
                                            items96 = list(chain.from_iterable(filter(None, field94)))
                                            kinds97 = set(map(type, items96))
                                            if not kinds97 <= _INTS: return False
                                            numbers98 = list(_present(items96)) if _NONE in kinds97 else items96
                                            if numbers98 and (min(numbers98) < INT64_MIN or max(numbers98) > INT64_MAX): return False
                                        if 'bools' in keys84:
                                            field99 = list(map(_get, maps83, repeat('bools')))
                                            kinds100 = set(map(type, field99))
                                            if not kinds100 <= _LISTS: return False
                                            items101 = list(chain.from_iterable(filter(None, field99)))
                                            if not set(map(type, items101)) <= _BOOLS: return False
                                        if 'strings' in keys84:
                                            field103 = list(map(_get, maps83, repeat('strings')))
                                            kinds104 = set(map(type, field103))
                                            if not kinds104 <= _LISTS: return False
                                            items105 = list(chain.from_iterable(filter(None, field103)))
                                            kinds106 = set(map(type, items105))
                                            if not kinds106 <= _STRINGS: return False
                                        if 'versions' in keys84:
                                            field107 = list(map(_get, maps83, repeat('versions')))
                                            kinds108 = set(map(type, field107))
                                            if not kinds108 <= _LISTS: return False
                                            items109 = list(chain.from_iterable(filter(None, field107)))
                                            kinds110 = set(map(type, items109))
                                            if not kinds110 <= _STRINGS: return False
                                    if 'networkData' in keys71:
                                        field111 = list(map(_get, maps70, repeat('networkData')))
                                        kinds112 = set(map(type, field111))
                                        if not kinds112 <= _DICTS: return False
                                        maps113 = list(filter(None, field111)) if _NONE in kinds112 else field111
                                        keys114 = set().union(*maps113)
                                        if not keys114 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                        if 'interfaceName' in keys114:
                                            field115 = list(map(_get, maps113, repeat('interfaceName')))
                                            kinds116 = set(map(type, field115))
                                            if not kinds116 <= _STRINGS: return False
                                        if 'ips' in keys114:
                                            field117 = list(map(_get, maps113, repeat('ips')))
                                            kinds118 = set(map(type, field117))
                                            if not kinds118 <= _LISTS: return False
                                            items119 = list(chain.from_iterable(filter(None, field117)))
                                            kinds120 = set(map(type, items119))
                                            if not kinds120 <= _STRINGS: return False
                                        if 'hardwareAddress' in keys114:
                                            field121 = list(map(_get, maps113, repeat('hardwareAddress')))
                                            kinds122 = set(map(type, field121))
                                            if not kinds122 <= _STRINGS: return False
                                return True
                            if len(item2) < 8 or not together_123(item2):
                                for i60, item59 in enumerate(item2):
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (i60,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type v1alpha1.DeviceMetadataRequest'.format(go_kind(item59))))
                                        else:
                                            for key124, item125 in item59.items():
                                                if key124 == 'name':
                                                    if item125 is not None:
                                                        if type(item125) is not str:
                                                            errors.append((() + (key1,) + (i60,) + (key124,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.name of type string'.format(go_kind(item125))))
                                                elif key124 == 'devices':
                                                    if item125 is not None:
                                                        if type(item125) is not list:
                                                            errors.append((() + (key1,) + (i60,) + (key124,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type []v1alpha1.Device'.format(go_kind(item125))))
                                                        else:
                                                            def together_182(values):
                                                                kinds128 = set(map(type, values))
                                                                if not kinds128 <= _DICTS: return False
                                                                maps129 = list(filter(None, values)) if _NONE in kinds128 else values
                                                                keys130 = set().union(*maps129)
                                                                if not keys130 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                                                if 'driver' in keys130:
                                                                    field131 = list(map(_get, maps129, repeat('driver')))
                                                                    kinds132 = set(map(type, field131))
                                                                    if not kinds132 <= _STRINGS: return False
                                                                if 'pool' in keys130:
                                                                    field133 = list(map(_get, maps129, repeat('pool')))
                                                                    kinds134 = set(map(type, field133))
                                                                    if not kinds134 <= _STRINGS: return False
                                                                if 'name' in keys130:
                                                                    field135 = list(map(_get, maps129, repeat('name')))
                                                                    kinds136 = set(map(type, field135))
                                                                    if not kinds136 <= _STRINGS: return False
                                                                if 'attributes' in keys130:
                                                                    field137 = list(map(_get, maps129, repeat('attributes')))
                                                                    kinds138 = set(map(type, field137))
                                                                    if not kinds138 <= _DICTS: return False
                                                                    maps139 = list(filter(None, field137)) if _NONE in kinds138 else field137
                                                                    members140 = list(chain.from_iterable(map(dict.values, maps139)))
                                                                    kinds141 = set(map(type, members140))
                                                                    if not kinds141 <= _DICTS: return False
                                                                    maps142 = list(filter(None, members140)) if _NONE in kinds141 else members140
                                                                    keys143 = set().union(*maps142)
                                                                    if not keys143 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                                    if 'int' in keys143:
                                                                        field144 = list(map(_get, maps142, repeat('int')))
                                                                        kinds145 = set(map(type, field144))
                                                                        if not kinds145 <= _INTS: return False
                                                                        numbers146 = list(_present(field144)) if _NONE in kinds145 else field144
                                                                        if numbers146 and (min(numbers146) < INT64_MIN or max(numbers146) > INT64_MAX): return False
                                                                    if 'bool' in keys143:
                                                                        field147 = list(map(_get, maps142, repeat('bool')))
                                                                        if not set(map(type, field147)) <= _BOOLS: return False
                                                                    if 'string' in keys143:
                                                                        field149 = list(map(_get, maps142, repeat('string')))
                                                                        kinds150 = set(map(type, field149))
                                                                        if not kinds150 <= _STRINGS: return False
                                                                    if 'version' in keys143:
                                                                        field151 = list(map(_get, maps142, repeat('version')))
                                                                        kinds152 = set(map(type, field151))
                                                                        if not kinds152 <= _STRINGS: return False
                                                                    if 'ints' in keys143:
                                                                        field153 = list(map(_get, maps142, repeat('ints')))
                                                                        kinds154 = set(map(type, field153))
                                                                        if not kinds154 <= _LISTS: return False
                                                                        items155 = list(chain.from_iterable(filter(None, field153)))
                                                                        kinds156 = set(map(type, items155))
                                                                        if not kinds156 <= _INTS: return False
                                                                        numbers157 = list(_present(items155)) if _NONE in kinds156 else items155
                                                                        if numbers157 and (min(numbers157) < INT64_MIN or max(numbers157) > INT64_MAX): return False
                                                                    if 'bools' in keys143:
                                                                        field158 = list(map(_get, maps142, repeat('bools')))
                                                                        kinds159 = set(map(type, field158))
                                                                        if not kinds159 <= _LISTS: return False
                                                                        items160 = list(chain.from_iterable(filter(None, field158)))
                                                                        if not set(map(type, items160)) <= _BOOLS: return False
                                                                    if 'strings' in keys143:
                                                                        field162 = list(map(_get, maps142, repeat('strings')))
                                                                        kinds163 = set(map(type, field162))
                                                                        if not kinds163 <= _LISTS: return False
                                                                        items164 = list(chain.from_iterable(filter(None, field162)))
                                                                        kinds165 = set(map(type, items164))
                                                                        if not kinds165 <= _STRINGS: return False
                                                                    if 'versions' in keys143:
                                                                        field166 = list(map(_get, maps142, repeat('versions')))
                                                                        kinds167 = set(map(type, field166))
                                                                        if not kinds167 <= _LISTS: return False
                                                                        items168 = list(chain.from_iterable(filter(None, field166)))
                                                                        kinds169 = set(map(type, items168))
                                                                        if not kinds169 <= _STRINGS: return False
                                                                if 'networkData' in keys130:
                                                                    field170 = list(map(_get, maps129, repeat('networkData')))
                                                                    kinds171 = set(map(type, field170))
                                                                    if not kinds171 <= _DICTS: return False
                                                                    maps172 = list(filter(None, field170)) if _NONE in kinds171 else field170
                                                                    keys173 = set().union(*maps172)
                                                                    if not keys173 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                                                    if 'interfaceName' in keys173:
                                                                        field174 = list(map(_get, maps172, repeat('interfaceName')))
                                                                        kinds175 = set(map(type, field174))
                                                                        if not kinds175 <= _STRINGS: return False
                                                                    if 'ips' in keys173:
                                                                        field176 = list(map(_get, maps172, repeat('ips')))
                                                                        kinds177 = set(map(type, field176))
                                                                        if not kinds177 <= _LISTS: return False
                                                                        items178 = list(chain.from_iterable(filter(None, field176)))
                                                                        kinds179 = set(map(type, items178))
                                                                        if not kinds179 <= _STRINGS: return False
                                                                    if 'hardwareAddress' in keys173:
                                                                        field180 = list(map(_get, maps172, repeat('hardwareAddress')))
                                                                        kinds181 = set(map(type, field180))
                                                                        if not kinds181 <= _STRINGS: return False
                                                                return True
                                                            if len(item125) < 8 or not together_182(item125):
                                                                for i127, item126 in enumerate(item125):
                                                                    if item126 is not None:
                                                                        if type(item126) is not dict:
                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type v1alpha1.Device'.format(go_kind(item126))))
                                                                        else:
                                                                            for key183, item184 in item126.items():
                                                                                if key183 == 'driver':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not str:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.driver of type string'.format(go_kind(item184))))
                                                                                elif key183 == 'pool':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not str:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.pool of type string'.format(go_kind(item184))))
                                                                                elif key183 == 'name':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not str:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.name of type string'.format(go_kind(item184))))
                                                                                elif key183 == 'attributes':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not dict:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item184))))
                                                                                        else:
                                                                                            for key185, item186 in item184.items():
                                                                                                if True:
                                                                                                    if item186 is not None:
                                                                                                        if type(item186) is not dict:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item186))))
                                                                                                        else:
                                                                                                            for key187, item188 in item186.items():
                                                                                                                if key187 == 'int':
                                                                                                                    if item188 is not None and (type(item188) is not int or not INT64_MIN <= item188 <= INT64_MAX):
                                                                                                                        if type(item188) is int:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + str(item188))))
                                                                                                                        elif isinstance(item188, float):
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + _number_text(item188))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format(go_kind(item188))))
                                                                                                                elif key187 == 'bool':
                                                                                                                    if item188 is not None and type(item188) is not bool:
                                                                                                                        errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bool of type bool'.format(go_kind(item188))))
                                                                                                                elif key187 == 'string':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not str:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.string of type string'.format(go_kind(item188))))
                                                                                                                elif key187 == 'version':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not str:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.version of type string'.format(go_kind(item188))))
                                                                                                                elif key187 == 'ints':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type []int64'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_193(values):
                                                                                                                                kinds191 = set(map(type, values))
                                                                                                                                if not kinds191 <= _INTS: return False
                                                                                                                                numbers192 = list(_present(values)) if _NONE in kinds191 else values
                                                                                                                                if numbers192 and (min(numbers192) < INT64_MIN or max(numbers192) > INT64_MAX): return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_193(item188):
                                                                                                                                for i190, item189 in enumerate(item188):
                                                                                                                                    if item189 is not None and (type(item189) is not int or not INT64_MIN <= item189 <= INT64_MAX):
                                                                                                                                        if type(item189) is int:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i190,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + str(item189))))
                                                                                                                                        elif isinstance(item189, float):
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i190,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + _number_text(item189))))
                                                                                                                                        else:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i190,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format(go_kind(item189))))
                                                                                                                elif key187 == 'bools':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type []bool'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_197(values):
                                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_197(item188):
                                                                                                                                for i195, item194 in enumerate(item188):
                                                                                                                                    if item194 is not None and type(item194) is not bool:
                                                                                                                                        errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i195,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type bool'.format(go_kind(item194))))
                                                                                                                elif key187 == 'strings':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type []string'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_201(values):
                                                                                                                                kinds200 = set(map(type, values))
                                                                                                                                if not kinds200 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_201(item188):
                                                                                                                                for i199, item198 in enumerate(item188):
                                                                                                                                    if item198 is not None:
                                                                                                                                        if type(item198) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i199,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type string'.format(go_kind(item198))))
                                                                                                                elif key187 == 'versions':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type []string'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_205(values):
                                                                                                                                kinds204 = set(map(type, values))
                                                                                                                                if not kinds204 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_205(item188):
                                                                                                                                for i203, item202 in enumerate(item188):
                                                                                                                                    if item202 is not None:
                                                                                                                                        if type(item202) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i203,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type string'.format(go_kind(item202))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,))
                                                                                elif key183 == 'networkData':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not dict:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.networkData of type v1.NetworkDeviceData'.format(go_kind(item184))))
                                                                                        else:
                                                                                            for key206, item207 in item184.items():
                                                                                                if key206 == 'interfaceName':
                                                                                                    if item207 is not None:
                                                                                                        if type(item207) is not str:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.interfaceName of type string'.format(go_kind(item207))))
                                                                                                elif key206 == 'ips':
                                                                                                    if item207 is not None:
                                                                                                        if type(item207) is not list:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type []string'.format(go_kind(item207))))
                                                                                                        else:
                                                                                                            def together_211(values):
                                                                                                                kinds210 = set(map(type, values))
                                                                                                                if not kinds210 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item207) < 8 or not together_211(item207):
                                                                                                                for i209, item208 in enumerate(item207):
                                                                                                                    if item208 is not None:
                                                                                                                        if type(item208) is not str:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,) + (i209,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type string'.format(go_kind(item208))))
                                                                                                elif key206 == 'hardwareAddress':
                                                                                                    if item207 is not None:
                                                                                                        if type(item207) is not str:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.hardwareAddress of type string'.format(go_kind(item207))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,))
                                                else:
                                                    unknown.append(() + (key1,) + (i60,) + (key124,))
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
                                            def together_54(values):
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
                                                    strings46 = _present(field44) if _NONE in kinds45 else field44
                                                    if not all(map(_valid_time, strings46)): return False
                                                if 'fieldsType' in keys37:
                                                    field47 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds48 = set(map(type, field47))
                                                    if not kinds48 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field49 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds50 = set(map(type, field49))
                                                    if not kinds50 <= _DICTS: return False
                                                    maps51 = list(filter(None, field49)) if _NONE in kinds50 else field49
                                                if 'subresource' in keys37:
                                                    field52 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds53 = set(map(type, field52))
                                                    if not kinds53 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_54(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key55, item56 in item33.items():
                                                                if key55 == 'manager':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item56))))
                                                                elif key55 == 'operation':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item56))))
                                                                elif key55 == 'apiVersion':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item56))))
                                                                elif key55 == 'time':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item56))))
                                                                        elif not _valid_time(item56):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'parsing time "' + item56 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key55 == 'fieldsType':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item56))))
                                                                elif key55 == 'fieldsV1':
                                                                    if item56 is not None:
                                                                        if type(item56) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item56))))
                                                                        else:
                                                                            for key57, item58 in item56.items():
                                                                                pass
                                                                elif key55 == 'subresource':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item56))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key55,))
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
                            def together_123(values):
                                kinds61 = set(map(type, values))
                                if not kinds61 <= _DICTS: return False
                                maps62 = list(filter(None, values)) if _NONE in kinds61 else values
                                keys63 = set().union(*maps62)
                                if not keys63 <= {'devices', 'name'}: return False
                                if 'name' in keys63:
                                    field64 = list(map(_get, maps62, repeat('name')))
                                    kinds65 = set(map(type, field64))
                                    if not kinds65 <= _STRINGS: return False
                                if 'devices' in keys63:
                                    field66 = list(map(_get, maps62, repeat('devices')))
                                    kinds67 = set(map(type, field66))
                                    if not kinds67 <= _LISTS: return False
                                    items68 = list(chain.from_iterable(filter(None, field66)))
                                    kinds69 = set(map(type, items68))
                                    if not kinds69 <= _DICTS: return False
                                    maps70 = list(filter(None, items68)) if _NONE in kinds69 else items68
                                    keys71 = set().union(*maps70)
                                    if not keys71 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                    if 'driver' in keys71:
                                        field72 = list(map(_get, maps70, repeat('driver')))
                                        kinds73 = set(map(type, field72))
                                        if not kinds73 <= _STRINGS: return False
                                    if 'pool' in keys71:
                                        field74 = list(map(_get, maps70, repeat('pool')))
                                        kinds75 = set(map(type, field74))
                                        if not kinds75 <= _STRINGS: return False
                                    if 'name' in keys71:
                                        field76 = list(map(_get, maps70, repeat('name')))
                                        kinds77 = set(map(type, field76))
                                        if not kinds77 <= _STRINGS: return False
                                    if 'attributes' in keys71:
                                        field78 = list(map(_get, maps70, repeat('attributes')))
                                        kinds79 = set(map(type, field78))
                                        if not kinds79 <= _DICTS: return False
                                        maps80 = list(filter(None, field78)) if _NONE in kinds79 else field78
                                        members81 = list(chain.from_iterable(map(dict.values, maps80)))
                                        kinds82 = set(map(type, members81))
                                        if not kinds82 <= _DICTS: return False
                                        maps83 = list(filter(None, members81)) if _NONE in kinds82 else members81
                                        keys84 = set().union(*maps83)
                                        if not keys84 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                        if 'int' in keys84:
                                            field85 = list(map(_get, maps83, repeat('int')))
                                            kinds86 = set(map(type, field85))
                                            if not kinds86 <= _INTS: return False
                                            numbers87 = list(_present(field85)) if _NONE in kinds86 else field85
                                            if numbers87 and (min(numbers87) < INT64_MIN or max(numbers87) > INT64_MAX): return False
                                        if 'bool' in keys84:
                                            field88 = list(map(_get, maps83, repeat('bool')))
                                            if not set(map(type, field88)) <= _BOOLS: return False
                                        if 'string' in keys84:
                                            field90 = list(map(_get, maps83, repeat('string')))
                                            kinds91 = set(map(type, field90))
                                            if not kinds91 <= _STRINGS: return False
                                        if 'version' in keys84:
                                            field92 = list(map(_get, maps83, repeat('version')))
                                            kinds93 = set(map(type, field92))
                                            if not kinds93 <= _STRINGS: return False
                                        if 'ints' in keys84:
                                            field94 = list(map(_get, maps83, repeat('ints')))
                                            kinds95 = set(map(type, field94))
                                            if not kinds95 <= _LISTS: return False
                                            items96 = list(chain.from_iterable(filter(None, field94)))
                                            kinds97 = set(map(type, items96))
                                            if not kinds97 <= _INTS: return False
                                            numbers98 = list(_present(items96)) if _NONE in kinds97 else items96
                                            if numbers98 and (min(numbers98) < INT64_MIN or max(numbers98) > INT64_MAX): return False
                                        if 'bools' in keys84:
                                            field99 = list(map(_get, maps83, repeat('bools')))
                                            kinds100 = set(map(type, field99))
                                            if not kinds100 <= _LISTS: return False
                                            items101 = list(chain.from_iterable(filter(None, field99)))
                                            if not set(map(type, items101)) <= _BOOLS: return False
                                        if 'strings' in keys84:
                                            field103 = list(map(_get, maps83, repeat('strings')))
                                            kinds104 = set(map(type, field103))
                                            if not kinds104 <= _LISTS: return False
                                            items105 = list(chain.from_iterable(filter(None, field103)))
                                            kinds106 = set(map(type, items105))
                                            if not kinds106 <= _STRINGS: return False
                                        if 'versions' in keys84:
                                            field107 = list(map(_get, maps83, repeat('versions')))
                                            kinds108 = set(map(type, field107))
                                            if not kinds108 <= _LISTS: return False
                                            items109 = list(chain.from_iterable(filter(None, field107)))
                                            kinds110 = set(map(type, items109))
                                            if not kinds110 <= _STRINGS: return False
                                    if 'networkData' in keys71:
                                        field111 = list(map(_get, maps70, repeat('networkData')))
                                        kinds112 = set(map(type, field111))
                                        if not kinds112 <= _DICTS: return False
                                        maps113 = list(filter(None, field111)) if _NONE in kinds112 else field111
                                        keys114 = set().union(*maps113)
                                        if not keys114 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                        if 'interfaceName' in keys114:
                                            field115 = list(map(_get, maps113, repeat('interfaceName')))
                                            kinds116 = set(map(type, field115))
                                            if not kinds116 <= _STRINGS: return False
                                        if 'ips' in keys114:
                                            field117 = list(map(_get, maps113, repeat('ips')))
                                            kinds118 = set(map(type, field117))
                                            if not kinds118 <= _LISTS: return False
                                            items119 = list(chain.from_iterable(filter(None, field117)))
                                            kinds120 = set(map(type, items119))
                                            if not kinds120 <= _STRINGS: return False
                                        if 'hardwareAddress' in keys114:
                                            field121 = list(map(_get, maps113, repeat('hardwareAddress')))
                                            kinds122 = set(map(type, field121))
                                            if not kinds122 <= _STRINGS: return False
                                return True
                            if len(item2) < 8 or not together_123(item2):
                                for i60, item59 in enumerate(item2):
                                    if item59 is not None:
                                        if type(item59) is not dict:
                                            errors.append((() + (key1,) + (i60,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type v1beta1.DeviceMetadataRequest'.format(go_kind(item59))))
                                        else:
                                            for key124, item125 in item59.items():
                                                if key124 == 'name':
                                                    if item125 is not None:
                                                        if type(item125) is not str:
                                                            errors.append((() + (key1,) + (i60,) + (key124,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.name of type string'.format(go_kind(item125))))
                                                elif key124 == 'devices':
                                                    if item125 is not None:
                                                        if type(item125) is not list:
                                                            errors.append((() + (key1,) + (i60,) + (key124,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type []v1beta1.Device'.format(go_kind(item125))))
                                                        else:
                                                            def together_182(values):
                                                                kinds128 = set(map(type, values))
                                                                if not kinds128 <= _DICTS: return False
                                                                maps129 = list(filter(None, values)) if _NONE in kinds128 else values
                                                                keys130 = set().union(*maps129)
                                                                if not keys130 <= {'attributes', 'driver', 'name', 'networkData', 'pool'}: return False
                                                                if 'driver' in keys130:
                                                                    field131 = list(map(_get, maps129, repeat('driver')))
                                                                    kinds132 = set(map(type, field131))
                                                                    if not kinds132 <= _STRINGS: return False
                                                                if 'pool' in keys130:
                                                                    field133 = list(map(_get, maps129, repeat('pool')))
                                                                    kinds134 = set(map(type, field133))
                                                                    if not kinds134 <= _STRINGS: return False
                                                                if 'name' in keys130:
                                                                    field135 = list(map(_get, maps129, repeat('name')))
                                                                    kinds136 = set(map(type, field135))
                                                                    if not kinds136 <= _STRINGS: return False
                                                                if 'attributes' in keys130:
                                                                    field137 = list(map(_get, maps129, repeat('attributes')))
                                                                    kinds138 = set(map(type, field137))
                                                                    if not kinds138 <= _DICTS: return False
                                                                    maps139 = list(filter(None, field137)) if _NONE in kinds138 else field137
                                                                    members140 = list(chain.from_iterable(map(dict.values, maps139)))
                                                                    kinds141 = set(map(type, members140))
                                                                    if not kinds141 <= _DICTS: return False
                                                                    maps142 = list(filter(None, members140)) if _NONE in kinds141 else members140
                                                                    keys143 = set().union(*maps142)
                                                                    if not keys143 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                                    if 'int' in keys143:
                                                                        field144 = list(map(_get, maps142, repeat('int')))
                                                                        kinds145 = set(map(type, field144))
                                                                        if not kinds145 <= _INTS: return False
                                                                        numbers146 = list(_present(field144)) if _NONE in kinds145 else field144
                                                                        if numbers146 and (min(numbers146) < INT64_MIN or max(numbers146) > INT64_MAX): return False
                                                                    if 'bool' in keys143:
                                                                        field147 = list(map(_get, maps142, repeat('bool')))
                                                                        if not set(map(type, field147)) <= _BOOLS: return False
                                                                    if 'string' in keys143:
                                                                        field149 = list(map(_get, maps142, repeat('string')))
                                                                        kinds150 = set(map(type, field149))
                                                                        if not kinds150 <= _STRINGS: return False
                                                                    if 'version' in keys143:
                                                                        field151 = list(map(_get, maps142, repeat('version')))
                                                                        kinds152 = set(map(type, field151))
                                                                        if not kinds152 <= _STRINGS: return False
                                                                    if 'ints' in keys143:
                                                                        field153 = list(map(_get, maps142, repeat('ints')))
                                                                        kinds154 = set(map(type, field153))
                                                                        if not kinds154 <= _LISTS: return False
                                                                        items155 = list(chain.from_iterable(filter(None, field153)))
                                                                        kinds156 = set(map(type, items155))
                                                                        if not kinds156 <= _INTS: return False
                                                                        numbers157 = list(_present(items155)) if _NONE in kinds156 else items155
                                                                        if numbers157 and (min(numbers157) < INT64_MIN or max(numbers157) > INT64_MAX): return False
                                                                    if 'bools' in keys143:
                                                                        field158 = list(map(_get, maps142, repeat('bools')))
                                                                        kinds159 = set(map(type, field158))
                                                                        if not kinds159 <= _LISTS: return False
                                                                        items160 = list(chain.from_iterable(filter(None, field158)))
                                                                        if not set(map(type, items160)) <= _BOOLS: return False
                                                                    if 'strings' in keys143:
                                                                        field162 = list(map(_get, maps142, repeat('strings')))
                                                                        kinds163 = set(map(type, field162))
                                                                        if not kinds163 <= _LISTS: return False
                                                                        items164 = list(chain.from_iterable(filter(None, field162)))
                                                                        kinds165 = set(map(type, items164))
                                                                        if not kinds165 <= _STRINGS: return False
                                                                    if 'versions' in keys143:
                                                                        field166 = list(map(_get, maps142, repeat('versions')))
                                                                        kinds167 = set(map(type, field166))
                                                                        if not kinds167 <= _LISTS: return False
                                                                        items168 = list(chain.from_iterable(filter(None, field166)))
                                                                        kinds169 = set(map(type, items168))
                                                                        if not kinds169 <= _STRINGS: return False
                                                                if 'networkData' in keys130:
                                                                    field170 = list(map(_get, maps129, repeat('networkData')))
                                                                    kinds171 = set(map(type, field170))
                                                                    if not kinds171 <= _DICTS: return False
                                                                    maps172 = list(filter(None, field170)) if _NONE in kinds171 else field170
                                                                    keys173 = set().union(*maps172)
                                                                    if not keys173 <= {'hardwareAddress', 'interfaceName', 'ips'}: return False
                                                                    if 'interfaceName' in keys173:
                                                                        field174 = list(map(_get, maps172, repeat('interfaceName')))
                                                                        kinds175 = set(map(type, field174))
                                                                        if not kinds175 <= _STRINGS: return False
                                                                    if 'ips' in keys173:
                                                                        field176 = list(map(_get, maps172, repeat('ips')))
                                                                        kinds177 = set(map(type, field176))
                                                                        if not kinds177 <= _LISTS: return False
                                                                        items178 = list(chain.from_iterable(filter(None, field176)))
                                                                        kinds179 = set(map(type, items178))
                                                                        if not kinds179 <= _STRINGS: return False
                                                                    if 'hardwareAddress' in keys173:
                                                                        field180 = list(map(_get, maps172, repeat('hardwareAddress')))
                                                                        kinds181 = set(map(type, field180))
                                                                        if not kinds181 <= _STRINGS: return False
                                                                return True
                                                            if len(item125) < 8 or not together_182(item125):
                                                                for i127, item126 in enumerate(item125):
                                                                    if item126 is not None:
                                                                        if type(item126) is not dict:
                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type v1beta1.Device'.format(go_kind(item126))))
                                                                        else:
                                                                            for key183, item184 in item126.items():
                                                                                if key183 == 'driver':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not str:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.driver of type string'.format(go_kind(item184))))
                                                                                elif key183 == 'pool':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not str:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.pool of type string'.format(go_kind(item184))))
                                                                                elif key183 == 'name':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not str:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.name of type string'.format(go_kind(item184))))
                                                                                elif key183 == 'attributes':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not dict:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item184))))
                                                                                        else:
                                                                                            for key185, item186 in item184.items():
                                                                                                if True:
                                                                                                    if item186 is not None:
                                                                                                        if type(item186) is not dict:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item186))))
                                                                                                        else:
                                                                                                            for key187, item188 in item186.items():
                                                                                                                if key187 == 'int':
                                                                                                                    if item188 is not None and (type(item188) is not int or not INT64_MIN <= item188 <= INT64_MAX):
                                                                                                                        if type(item188) is int:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + str(item188))))
                                                                                                                        elif isinstance(item188, float):
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + _number_text(item188))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format(go_kind(item188))))
                                                                                                                elif key187 == 'bool':
                                                                                                                    if item188 is not None and type(item188) is not bool:
                                                                                                                        errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bool of type bool'.format(go_kind(item188))))
                                                                                                                elif key187 == 'string':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not str:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.string of type string'.format(go_kind(item188))))
                                                                                                                elif key187 == 'version':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not str:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.version of type string'.format(go_kind(item188))))
                                                                                                                elif key187 == 'ints':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type []int64'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_193(values):
                                                                                                                                kinds191 = set(map(type, values))
                                                                                                                                if not kinds191 <= _INTS: return False
                                                                                                                                numbers192 = list(_present(values)) if _NONE in kinds191 else values
                                                                                                                                if numbers192 and (min(numbers192) < INT64_MIN or max(numbers192) > INT64_MAX): return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_193(item188):
                                                                                                                                for i190, item189 in enumerate(item188):
                                                                                                                                    if item189 is not None and (type(item189) is not int or not INT64_MIN <= item189 <= INT64_MAX):
                                                                                                                                        if type(item189) is int:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i190,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + str(item189))))
                                                                                                                                        elif isinstance(item189, float):
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i190,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + _number_text(item189))))
                                                                                                                                        else:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i190,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format(go_kind(item189))))
                                                                                                                elif key187 == 'bools':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type []bool'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_197(values):
                                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_197(item188):
                                                                                                                                for i195, item194 in enumerate(item188):
                                                                                                                                    if item194 is not None and type(item194) is not bool:
                                                                                                                                        errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i195,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type bool'.format(go_kind(item194))))
                                                                                                                elif key187 == 'strings':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type []string'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_201(values):
                                                                                                                                kinds200 = set(map(type, values))
                                                                                                                                if not kinds200 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_201(item188):
                                                                                                                                for i199, item198 in enumerate(item188):
                                                                                                                                    if item198 is not None:
                                                                                                                                        if type(item198) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i199,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type string'.format(go_kind(item198))))
                                                                                                                elif key187 == 'versions':
                                                                                                                    if item188 is not None:
                                                                                                                        if type(item188) is not list:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type []string'.format(go_kind(item188))))
                                                                                                                        else:
                                                                                                                            def together_205(values):
                                                                                                                                kinds204 = set(map(type, values))
                                                                                                                                if not kinds204 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item188) < 8 or not together_205(item188):
                                                                                                                                for i203, item202 in enumerate(item188):
                                                                                                                                    if item202 is not None:
                                                                                                                                        if type(item202) is not str:
                                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,) + (i203,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type string'.format(go_kind(item202))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key185,) + (key187,))
                                                                                elif key183 == 'networkData':
                                                                                    if item184 is not None:
                                                                                        if type(item184) is not dict:
                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.networkData of type v1.NetworkDeviceData'.format(go_kind(item184))))
                                                                                        else:
                                                                                            for key206, item207 in item184.items():
                                                                                                if key206 == 'interfaceName':
                                                                                                    if item207 is not None:
                                                                                                        if type(item207) is not str:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.interfaceName of type string'.format(go_kind(item207))))
                                                                                                elif key206 == 'ips':
                                                                                                    if item207 is not None:
                                                                                                        if type(item207) is not list:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type []string'.format(go_kind(item207))))
                                                                                                        else:
                                                                                                            def together_211(values):
                                                                                                                kinds210 = set(map(type, values))
                                                                                                                if not kinds210 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item207) < 8 or not together_211(item207):
                                                                                                                for i209, item208 in enumerate(item207):
                                                                                                                    if item208 is not None:
                                                                                                                        if type(item208) is not str:
                                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,) + (i209,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type string'.format(go_kind(item208))))
                                                                                                elif key206 == 'hardwareAddress':
                                                                                                    if item207 is not None:
                                                                                                        if type(item207) is not str:
                                                                                                            errors.append((() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.hardwareAddress of type string'.format(go_kind(item207))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,) + (key206,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (i60,) + (key124,) + (i127,) + (key183,))
                                                else:
                                                    unknown.append(() + (key1,) + (i60,) + (key124,))
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
                                            def together_54(values):
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
                                                    strings46 = _present(field44) if _NONE in kinds45 else field44
                                                    if not all(map(_valid_time, strings46)): return False
                                                if 'fieldsType' in keys37:
                                                    field47 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds48 = set(map(type, field47))
                                                    if not kinds48 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field49 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds50 = set(map(type, field49))
                                                    if not kinds50 <= _DICTS: return False
                                                    maps51 = list(filter(None, field49)) if _NONE in kinds50 else field49
                                                if 'subresource' in keys37:
                                                    field52 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds53 = set(map(type, field52))
                                                    if not kinds53 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_54(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key55, item56 in item33.items():
                                                                if key55 == 'manager':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item56))))
                                                                elif key55 == 'operation':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item56))))
                                                                elif key55 == 'apiVersion':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item56))))
                                                                elif key55 == 'time':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item56))))
                                                                        elif not _valid_time(item56):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'parsing time "' + item56 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key55 == 'fieldsType':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item56))))
                                                                elif key55 == 'fieldsV1':
                                                                    if item56 is not None:
                                                                        if type(item56) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item56))))
                                                                        else:
                                                                            for key57, item58 in item56.items():
                                                                                pass
                                                                elif key55 == 'subresource':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item56))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key55,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key59, item60 in item2.items():
                                if key59 == 'driver':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item60))))
                                elif key59 == 'pool':
                                    if item60 is not None:
                                        if type(item60) is not dict:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1.ResourcePool'.format(go_kind(item60))))
                                        else:
                                            for key61, item62 in item60.items():
                                                if key61 == 'name':
                                                    if item62 is not None:
                                                        if type(item62) is not str:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item62))))
                                                elif key61 == 'generation':
                                                    if item62 is not None and (type(item62) is not int or not INT64_MIN <= item62 <= INT64_MAX):
                                                        if type(item62) is int:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item62))))
                                                        elif isinstance(item62, float):
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item62))))
                                                        else:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item62))))
                                                elif key61 == 'resourceSliceCount':
                                                    if item62 is not None and (type(item62) is not int or not INT64_MIN <= item62 <= INT64_MAX):
                                                        if type(item62) is int:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item62))))
                                                        elif isinstance(item62, float):
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item62))))
                                                        else:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item62))))
                                                else:
                                                    unknown.append(() + (key1,) + (key59,) + (key61,))
                                elif key59 == 'nodeName':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item60))))
                                elif key59 == 'nodeSelector':
                                    if item60 is not None:
                                        if type(item60) is not dict:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item60))))
                                        else:
                                            for key63, item64 in item60.items():
                                                if key63 == 'nodeSelectorTerms':
                                                    if item64 is not None:
                                                        if type(item64) is not list:
                                                            errors.append((() + (key1,) + (key59,) + (key63,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item64))))
                                                        else:
                                                            def together_98(values):
                                                                kinds67 = set(map(type, values))
                                                                if not kinds67 <= _DICTS: return False
                                                                maps68 = list(filter(None, values)) if _NONE in kinds67 else values
                                                                keys69 = set().union(*maps68)
                                                                if not keys69 <= {'matchExpressions', 'matchFields'}: return False
                                                                if 'matchExpressions' in keys69:
                                                                    field70 = list(map(_get, maps68, repeat('matchExpressions')))
                                                                    kinds71 = set(map(type, field70))
                                                                    if not kinds71 <= _LISTS: return False
                                                                    items72 = list(chain.from_iterable(filter(None, field70)))
                                                                    kinds73 = set(map(type, items72))
                                                                    if not kinds73 <= _DICTS: return False
                                                                    maps74 = list(filter(None, items72)) if _NONE in kinds73 else items72
                                                                    keys75 = set().union(*maps74)
                                                                    if not keys75 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys75:
                                                                        field76 = list(map(_get, maps74, repeat('key')))
                                                                        kinds77 = set(map(type, field76))
                                                                        if not kinds77 <= _STRINGS: return False
                                                                    if 'operator' in keys75:
                                                                        field78 = list(map(_get, maps74, repeat('operator')))
                                                                        kinds79 = set(map(type, field78))
                                                                        if not kinds79 <= _STRINGS: return False
                                                                    if 'values' in keys75:
                                                                        field80 = list(map(_get, maps74, repeat('values')))
                                                                        kinds81 = set(map(type, field80))
                                                                        if not kinds81 <= _LISTS: return False
                                                                        items82 = list(chain.from_iterable(filter(None, field80)))
                                                                        kinds83 = set(map(type, items82))
                                                                        if not kinds83 <= _STRINGS: return False
                                                                if 'matchFields' in keys69:
                                                                    field84 = list(map(_get, maps68, repeat('matchFields')))
                                                                    kinds85 = set(map(type, field84))
                                                                    if not kinds85 <= _LISTS: return False
                                                                    items86 = list(chain.from_iterable(filter(None, field84)))
                                                                    kinds87 = set(map(type, items86))
                                                                    if not kinds87 <= _DICTS: return False
                                                                    maps88 = list(filter(None, items86)) if _NONE in kinds87 else items86
                                                                    keys89 = set().union(*maps88)
                                                                    if not keys89 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys89:
                                                                        field90 = list(map(_get, maps88, repeat('key')))
                                                                        kinds91 = set(map(type, field90))
                                                                        if not kinds91 <= _STRINGS: return False
                                                                    if 'operator' in keys89:
                                                                        field92 = list(map(_get, maps88, repeat('operator')))
                                                                        kinds93 = set(map(type, field92))
                                                                        if not kinds93 <= _STRINGS: return False
                                                                    if 'values' in keys89:
                                                                        field94 = list(map(_get, maps88, repeat('values')))
                                                                        kinds95 = set(map(type, field94))
                                                                        if not kinds95 <= _LISTS: return False
                                                                        items96 = list(chain.from_iterable(filter(None, field94)))
                                                                        kinds97 = set(map(type, items96))
                                                                        if not kinds97 <= _STRINGS: return False
                                                                return True
                                                            if len(item64) < 8 or not together_98(item64):
                                                                for i66, item65 in enumerate(item64):
                                                                    if item65 is not None:
                                                                        if type(item65) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item65))))
                                                                        else:
                                                                            for key99, item100 in item65.items():
                                                                                if key99 == 'matchExpressions':
                                                                                    if item100 is not None:
                                                                                        if type(item100) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                        else:
                                                                                            def together_114(values):
                                                                                                kinds103 = set(map(type, values))
                                                                                                if not kinds103 <= _DICTS: return False
                                                                                                maps104 = list(filter(None, values)) if _NONE in kinds103 else values
                                                                                                keys105 = set().union(*maps104)
                                                                                                if not keys105 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys105:
                                                                                                    field106 = list(map(_get, maps104, repeat('key')))
                                                                                                    kinds107 = set(map(type, field106))
                                                                                                    if not kinds107 <= _STRINGS: return False
                                                                                                if 'operator' in keys105:
                                                                                                    field108 = list(map(_get, maps104, repeat('operator')))
                                                                                                    kinds109 = set(map(type, field108))
                                                                                                    if not kinds109 <= _STRINGS: return False
                                                                                                if 'values' in keys105:
                                                                                                    field110 = list(map(_get, maps104, repeat('values')))
                                                                                                    kinds111 = set(map(type, field110))
                                                                                                    if not kinds111 <= _LISTS: return False
                                                                                                    items112 = list(chain.from_iterable(filter(None, field110)))
                                                                                                    kinds113 = set(map(type, items112))
                                                                                                    if not kinds113 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item100) < 8 or not together_114(item100):
                                                                                                for i102, item101 in enumerate(item100):
                                                                                                    if item101 is not None:
                                                                                                        if type(item101) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item101))))
                                                                                                        else:
                                                                                                            for key115, item116 in item101.items():
                                                                                                                if key115 == 'key':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item116))))
                                                                                                                elif key115 == 'operator':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item116))))
                                                                                                                elif key115 == 'values':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item116))))
                                                                                                                        else:
                                                                                                                            def together_120(values):
                                                                                                                                kinds119 = set(map(type, values))
                                                                                                                                if not kinds119 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item116) < 8 or not together_120(item116):
                                                                                                                                for i118, item117 in enumerate(item116):
                                                                                                                                    if item117 is not None:
                                                                                                                                        if type(item117) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,) + (i118,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item117))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,))
                                                                                elif key99 == 'matchFields':
                                                                                    if item100 is not None:
                                                                                        if type(item100) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                        else:
                                                                                            def together_134(values):
                                                                                                kinds123 = set(map(type, values))
                                                                                                if not kinds123 <= _DICTS: return False
                                                                                                maps124 = list(filter(None, values)) if _NONE in kinds123 else values
                                                                                                keys125 = set().union(*maps124)
                                                                                                if not keys125 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys125:
                                                                                                    field126 = list(map(_get, maps124, repeat('key')))
                                                                                                    kinds127 = set(map(type, field126))
                                                                                                    if not kinds127 <= _STRINGS: return False
                                                                                                if 'operator' in keys125:
                                                                                                    field128 = list(map(_get, maps124, repeat('operator')))
                                                                                                    kinds129 = set(map(type, field128))
                                                                                                    if not kinds129 <= _STRINGS: return False
                                                                                                if 'values' in keys125:
                                                                                                    field130 = list(map(_get, maps124, repeat('values')))
                                                                                                    kinds131 = set(map(type, field130))
                                                                                                    if not kinds131 <= _LISTS: return False
                                                                                                    items132 = list(chain.from_iterable(filter(None, field130)))
                                                                                                    kinds133 = set(map(type, items132))
                                                                                                    if not kinds133 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item100) < 8 or not together_134(item100):
                                                                                                for i122, item121 in enumerate(item100):
                                                                                                    if item121 is not None:
                                                                                                        if type(item121) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item121))))
                                                                                                        else:
                                                                                                            for key135, item136 in item121.items():
                                                                                                                if key135 == 'key':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item136))))
                                                                                                                elif key135 == 'operator':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item136))))
                                                                                                                elif key135 == 'values':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item136))))
                                                                                                                        else:
                                                                                                                            def together_140(values):
                                                                                                                                kinds139 = set(map(type, values))
                                                                                                                                if not kinds139 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item136) < 8 or not together_140(item136):
                                                                                                                                for i138, item137 in enumerate(item136):
                                                                                                                                    if item137 is not None:
                                                                                                                                        if type(item137) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,) + (i138,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item137))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,))
                                                else:
                                                    unknown.append(() + (key1,) + (key59,) + (key63,))
                                elif key59 == 'allNodes':
                                    if item60 is not None and type(item60) is not bool:
                                        errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item60))))
                                elif key59 == 'devices':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1.Device'.format(go_kind(item60))))
                                        else:
                                            def together_336(values):
                                                kinds143 = set(map(type, values))
                                                if not kinds143 <= _DICTS: return False
                                                maps144 = list(filter(None, values)) if _NONE in kinds143 else values
                                                keys145 = set().union(*maps144)
                                                if not keys145 <= {'allNodes', 'allowMultipleAllocations', 'attributes', 'bindingConditions', 'bindingFailureConditions', 'bindsToNode', 'capacity', 'consumesCounters', 'name', 'nodeAllocatableResources', 'nodeName', 'nodeSelector', 'taints'}: return False
                                                if 'name' in keys145:
                                                    field146 = list(map(_get, maps144, repeat('name')))
                                                    kinds147 = set(map(type, field146))
                                                    if not kinds147 <= _STRINGS: return False
                                                if 'attributes' in keys145:
                                                    field148 = list(map(_get, maps144, repeat('attributes')))
                                                    kinds149 = set(map(type, field148))
                                                    if not kinds149 <= _DICTS: return False
                                                    maps150 = list(filter(None, field148)) if _NONE in kinds149 else field148
                                                    members151 = list(chain.from_iterable(map(dict.values, maps150)))
                                                    kinds152 = set(map(type, members151))
                                                    if not kinds152 <= _DICTS: return False
                                                    maps153 = list(filter(None, members151)) if _NONE in kinds152 else members151
                                                    keys154 = set().union(*maps153)
                                                    if not keys154 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                    if 'int' in keys154:
                                                        field155 = list(map(_get, maps153, repeat('int')))
                                                        kinds156 = set(map(type, field155))
                                                        if not kinds156 <= _INTS: return False
                                                        numbers157 = list(_present(field155)) if _NONE in kinds156 else field155
                                                        if numbers157 and (min(numbers157) < INT64_MIN or max(numbers157) > INT64_MAX): return False
                                                    if 'bool' in keys154:
                                                        field158 = list(map(_get, maps153, repeat('bool')))
                                                        if not set(map(type, field158)) <= _BOOLS: return False
                                                    if 'string' in keys154:
                                                        field160 = list(map(_get, maps153, repeat('string')))
                                                        kinds161 = set(map(type, field160))
                                                        if not kinds161 <= _STRINGS: return False
                                                    if 'version' in keys154:
                                                        field162 = list(map(_get, maps153, repeat('version')))
                                                        kinds163 = set(map(type, field162))
                                                        if not kinds163 <= _STRINGS: return False
                                                    if 'ints' in keys154:
                                                        field164 = list(map(_get, maps153, repeat('ints')))
                                                        kinds165 = set(map(type, field164))
                                                        if not kinds165 <= _LISTS: return False
                                                        items166 = list(chain.from_iterable(filter(None, field164)))
                                                        kinds167 = set(map(type, items166))
                                                        if not kinds167 <= _INTS: return False
                                                        numbers168 = list(_present(items166)) if _NONE in kinds167 else items166
                                                        if numbers168 and (min(numbers168) < INT64_MIN or max(numbers168) > INT64_MAX): return False
                                                    if 'bools' in keys154:
                                                        field169 = list(map(_get, maps153, repeat('bools')))
                                                        kinds170 = set(map(type, field169))
                                                        if not kinds170 <= _LISTS: return False
                                                        items171 = list(chain.from_iterable(filter(None, field169)))
                                                        if not set(map(type, items171)) <= _BOOLS: return False
                                                    if 'strings' in keys154:
                                                        field173 = list(map(_get, maps153, repeat('strings')))
                                                        kinds174 = set(map(type, field173))
                                                        if not kinds174 <= _LISTS: return False
                                                        items175 = list(chain.from_iterable(filter(None, field173)))
                                                        kinds176 = set(map(type, items175))
                                                        if not kinds176 <= _STRINGS: return False
                                                    if 'versions' in keys154:
                                                        field177 = list(map(_get, maps153, repeat('versions')))
                                                        kinds178 = set(map(type, field177))
                                                        if not kinds178 <= _LISTS: return False
                                                        items179 = list(chain.from_iterable(filter(None, field177)))
                                                        kinds180 = set(map(type, items179))
                                                        if not kinds180 <= _STRINGS: return False
                                                if 'capacity' in keys145:
                                                    field181 = list(map(_get, maps144, repeat('capacity')))
                                                    kinds182 = set(map(type, field181))
                                                    if not kinds182 <= _DICTS: return False
                                                    maps183 = list(filter(None, field181)) if _NONE in kinds182 else field181
                                                    members184 = list(chain.from_iterable(map(dict.values, maps183)))
                                                    kinds185 = set(map(type, members184))
                                                    if not kinds185 <= _DICTS: return False
                                                    maps186 = list(filter(None, members184)) if _NONE in kinds185 else members184
                                                    keys187 = set().union(*maps186)
                                                    if not keys187 <= {'requestPolicy', 'value'}: return False
                                                    if 'value' in keys187:
                                                        field188 = list(map(_get, maps186, repeat('value')))
                                                        kinds189 = set(map(type, field188))
                                                        if not kinds189 <= _STRINGS: return False
                                                        strings190 = _present(field188) if _NONE in kinds189 else field188
                                                        if not all(map(_quantity_match, strings190)): return False
                                                    if 'requestPolicy' in keys187:
                                                        field191 = list(map(_get, maps186, repeat('requestPolicy')))
                                                        kinds192 = set(map(type, field191))
                                                        if not kinds192 <= _DICTS: return False
                                                        maps193 = list(filter(None, field191)) if _NONE in kinds192 else field191
                                                        keys194 = set().union(*maps193)
                                                        if not keys194 <= {'default', 'validRange', 'validValues'}: return False
                                                        if 'default' in keys194:
                                                            field195 = list(map(_get, maps193, repeat('default')))
                                                            kinds196 = set(map(type, field195))
                                                            if not kinds196 <= _STRINGS: return False
                                                            strings197 = _present(field195) if _NONE in kinds196 else field195
                                                            if not all(map(_quantity_match, strings197)): return False
                                                        if 'validValues' in keys194:
                                                            field198 = list(map(_get, maps193, repeat('validValues')))
                                                            kinds199 = set(map(type, field198))
                                                            if not kinds199 <= _LISTS: return False
                                                            items200 = list(chain.from_iterable(filter(None, field198)))
                                                            kinds201 = set(map(type, items200))
                                                            if not kinds201 <= _STRINGS: return False
                                                            strings202 = _present(items200) if _NONE in kinds201 else items200
                                                            if not all(map(_quantity_match, strings202)): return False
                                                        if 'validRange' in keys194:
                                                            field203 = list(map(_get, maps193, repeat('validRange')))
                                                            kinds204 = set(map(type, field203))
                                                            if not kinds204 <= _DICTS: return False
                                                            maps205 = list(filter(None, field203)) if _NONE in kinds204 else field203
                                                            keys206 = set().union(*maps205)
                                                            if not keys206 <= {'max', 'min', 'step'}: return False
                                                            if 'min' in keys206:
                                                                field207 = list(map(_get, maps205, repeat('min')))
                                                                kinds208 = set(map(type, field207))
                                                                if not kinds208 <= _STRINGS: return False
                                                                strings209 = _present(field207) if _NONE in kinds208 else field207
                                                                if not all(map(_quantity_match, strings209)): return False
                                                            if 'max' in keys206:
                                                                field210 = list(map(_get, maps205, repeat('max')))
                                                                kinds211 = set(map(type, field210))
                                                                if not kinds211 <= _STRINGS: return False
                                                                strings212 = _present(field210) if _NONE in kinds211 else field210
                                                                if not all(map(_quantity_match, strings212)): return False
                                                            if 'step' in keys206:
                                                                field213 = list(map(_get, maps205, repeat('step')))
                                                                kinds214 = set(map(type, field213))
                                                                if not kinds214 <= _STRINGS: return False
                                                                strings215 = _present(field213) if _NONE in kinds214 else field213
                                                                if not all(map(_quantity_match, strings215)): return False
                                                if 'consumesCounters' in keys145:
                                                    field216 = list(map(_get, maps144, repeat('consumesCounters')))
                                                    kinds217 = set(map(type, field216))
                                                    if not kinds217 <= _LISTS: return False
                                                    items218 = list(chain.from_iterable(filter(None, field216)))
                                                    kinds219 = set(map(type, items218))
                                                    if not kinds219 <= _DICTS: return False
                                                    maps220 = list(filter(None, items218)) if _NONE in kinds219 else items218
                                                    keys221 = set().union(*maps220)
                                                    if not keys221 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                    if 'counterSet' in keys221:
                                                        field222 = list(map(_get, maps220, repeat('counterSet')))
                                                        kinds223 = set(map(type, field222))
                                                        if not kinds223 <= _STRINGS: return False
                                                    if 'counters' in keys221:
                                                        field224 = list(map(_get, maps220, repeat('counters')))
                                                        kinds225 = set(map(type, field224))
                                                        if not kinds225 <= _DICTS: return False
                                                        maps226 = list(filter(None, field224)) if _NONE in kinds225 else field224
                                                        members227 = list(chain.from_iterable(map(dict.values, maps226)))
                                                        kinds228 = set(map(type, members227))
                                                        if not kinds228 <= _DICTS: return False
                                                        maps229 = list(filter(None, members227)) if _NONE in kinds228 else members227
                                                        keys230 = set().union(*maps229)
                                                        if not keys230 <= {'value'}: return False
                                                        if 'value' in keys230:
                                                            field231 = list(map(_get, maps229, repeat('value')))
                                                            kinds232 = set(map(type, field231))
                                                            if not kinds232 <= _STRINGS: return False
                                                            strings233 = _present(field231) if _NONE in kinds232 else field231
                                                            if not all(map(_quantity_match, strings233)): return False
                                                    if 'compatibilityGroups' in keys221:
                                                        field234 = list(map(_get, maps220, repeat('compatibilityGroups')))
                                                        kinds235 = set(map(type, field234))
                                                        if not kinds235 <= _LISTS: return False
                                                        items236 = list(chain.from_iterable(filter(None, field234)))
                                                        kinds237 = set(map(type, items236))
                                                        if not kinds237 <= _STRINGS: return False
                                                if 'nodeName' in keys145:
                                                    field238 = list(map(_get, maps144, repeat('nodeName')))
                                                    kinds239 = set(map(type, field238))
                                                    if not kinds239 <= _STRINGS: return False
                                                if 'nodeSelector' in keys145:
                                                    field240 = list(map(_get, maps144, repeat('nodeSelector')))
                                                    kinds241 = set(map(type, field240))
                                                    if not kinds241 <= _DICTS: return False
                                                    maps242 = list(filter(None, field240)) if _NONE in kinds241 else field240
                                                    keys243 = set().union(*maps242)
                                                    if not keys243 <= {'nodeSelectorTerms'}: return False
                                                    if 'nodeSelectorTerms' in keys243:
                                                        field244 = list(map(_get, maps242, repeat('nodeSelectorTerms')))
                                                        kinds245 = set(map(type, field244))
                                                        if not kinds245 <= _LISTS: return False
                                                        items246 = list(chain.from_iterable(filter(None, field244)))
                                                        kinds247 = set(map(type, items246))
                                                        if not kinds247 <= _DICTS: return False
                                                        maps248 = list(filter(None, items246)) if _NONE in kinds247 else items246
                                                        keys249 = set().union(*maps248)
                                                        if not keys249 <= {'matchExpressions', 'matchFields'}: return False
                                                        if 'matchExpressions' in keys249:
                                                            field250 = list(map(_get, maps248, repeat('matchExpressions')))
                                                            kinds251 = set(map(type, field250))
                                                            if not kinds251 <= _LISTS: return False
                                                            items252 = list(chain.from_iterable(filter(None, field250)))
                                                            kinds253 = set(map(type, items252))
                                                            if not kinds253 <= _DICTS: return False
                                                            maps254 = list(filter(None, items252)) if _NONE in kinds253 else items252
                                                            keys255 = set().union(*maps254)
                                                            if not keys255 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys255:
                                                                field256 = list(map(_get, maps254, repeat('key')))
                                                                kinds257 = set(map(type, field256))
                                                                if not kinds257 <= _STRINGS: return False
                                                            if 'operator' in keys255:
                                                                field258 = list(map(_get, maps254, repeat('operator')))
                                                                kinds259 = set(map(type, field258))
                                                                if not kinds259 <= _STRINGS: return False
                                                            if 'values' in keys255:
                                                                field260 = list(map(_get, maps254, repeat('values')))
                                                                kinds261 = set(map(type, field260))
                                                                if not kinds261 <= _LISTS: return False
                                                                items262 = list(chain.from_iterable(filter(None, field260)))
                                                                kinds263 = set(map(type, items262))
                                                                if not kinds263 <= _STRINGS: return False
                                                        if 'matchFields' in keys249:
                                                            field264 = list(map(_get, maps248, repeat('matchFields')))
                                                            kinds265 = set(map(type, field264))
                                                            if not kinds265 <= _LISTS: return False
                                                            items266 = list(chain.from_iterable(filter(None, field264)))
                                                            kinds267 = set(map(type, items266))
                                                            if not kinds267 <= _DICTS: return False
                                                            maps268 = list(filter(None, items266)) if _NONE in kinds267 else items266
                                                            keys269 = set().union(*maps268)
                                                            if not keys269 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys269:
                                                                field270 = list(map(_get, maps268, repeat('key')))
                                                                kinds271 = set(map(type, field270))
                                                                if not kinds271 <= _STRINGS: return False
                                                            if 'operator' in keys269:
                                                                field272 = list(map(_get, maps268, repeat('operator')))
                                                                kinds273 = set(map(type, field272))
                                                                if not kinds273 <= _STRINGS: return False
                                                            if 'values' in keys269:
                                                                field274 = list(map(_get, maps268, repeat('values')))
                                                                kinds275 = set(map(type, field274))
                                                                if not kinds275 <= _LISTS: return False
                                                                items276 = list(chain.from_iterable(filter(None, field274)))
                                                                kinds277 = set(map(type, items276))
                                                                if not kinds277 <= _STRINGS: return False
                                                if 'allNodes' in keys145:
                                                    field278 = list(map(_get, maps144, repeat('allNodes')))
                                                    if not set(map(type, field278)) <= _BOOLS: return False
                                                if 'taints' in keys145:
                                                    field280 = list(map(_get, maps144, repeat('taints')))
                                                    kinds281 = set(map(type, field280))
                                                    if not kinds281 <= _LISTS: return False
                                                    items282 = list(chain.from_iterable(filter(None, field280)))
                                                    kinds283 = set(map(type, items282))
                                                    if not kinds283 <= _DICTS: return False
                                                    maps284 = list(filter(None, items282)) if _NONE in kinds283 else items282
                                                    keys285 = set().union(*maps284)
                                                    if not keys285 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                    if 'key' in keys285:
                                                        field286 = list(map(_get, maps284, repeat('key')))
                                                        kinds287 = set(map(type, field286))
                                                        if not kinds287 <= _STRINGS: return False
                                                    if 'value' in keys285:
                                                        field288 = list(map(_get, maps284, repeat('value')))
                                                        kinds289 = set(map(type, field288))
                                                        if not kinds289 <= _STRINGS: return False
                                                    if 'effect' in keys285:
                                                        field290 = list(map(_get, maps284, repeat('effect')))
                                                        kinds291 = set(map(type, field290))
                                                        if not kinds291 <= _STRINGS: return False
                                                    if 'timeAdded' in keys285:
                                                        field292 = list(map(_get, maps284, repeat('timeAdded')))
                                                        kinds293 = set(map(type, field292))
                                                        if not kinds293 <= _STRINGS: return False
                                                        strings294 = _present(field292) if _NONE in kinds293 else field292
                                                        if not all(map(_valid_time, strings294)): return False
                                                if 'bindsToNode' in keys145:
                                                    field295 = list(map(_get, maps144, repeat('bindsToNode')))
                                                    if not set(map(type, field295)) <= _BOOLS: return False
                                                if 'bindingConditions' in keys145:
                                                    field297 = list(map(_get, maps144, repeat('bindingConditions')))
                                                    kinds298 = set(map(type, field297))
                                                    if not kinds298 <= _LISTS: return False
                                                    items299 = list(chain.from_iterable(filter(None, field297)))
                                                    kinds300 = set(map(type, items299))
                                                    if not kinds300 <= _STRINGS: return False
                                                if 'bindingFailureConditions' in keys145:
                                                    field301 = list(map(_get, maps144, repeat('bindingFailureConditions')))
                                                    kinds302 = set(map(type, field301))
                                                    if not kinds302 <= _LISTS: return False
                                                    items303 = list(chain.from_iterable(filter(None, field301)))
                                                    kinds304 = set(map(type, items303))
                                                    if not kinds304 <= _STRINGS: return False
                                                if 'allowMultipleAllocations' in keys145:
                                                    field305 = list(map(_get, maps144, repeat('allowMultipleAllocations')))
                                                    if not set(map(type, field305)) <= _BOOLS: return False
                                                if 'nodeAllocatableResources' in keys145:
                                                    field307 = list(map(_get, maps144, repeat('nodeAllocatableResources')))
                                                    kinds308 = set(map(type, field307))
                                                    if not kinds308 <= _DICTS: return False
                                                    maps309 = list(filter(None, field307)) if _NONE in kinds308 else field307
                                                    members310 = list(chain.from_iterable(map(dict.values, maps309)))
                                                    kinds311 = set(map(type, members310))
                                                    if not kinds311 <= _DICTS: return False
                                                    maps312 = list(filter(None, members310)) if _NONE in kinds311 else members310
                                                    keys313 = set().union(*maps312)
                                                    if not keys313 <= {'mapping', 'overhead'}: return False
                                                    if 'mapping' in keys313:
                                                        field314 = list(map(_get, maps312, repeat('mapping')))
                                                        kinds315 = set(map(type, field314))
                                                        if not kinds315 <= _DICTS: return False
                                                        maps316 = list(filter(None, field314)) if _NONE in kinds315 else field314
                                                        keys317 = set().union(*maps316)
                                                        if not keys317 <= {'capacityKey', 'capacityMultiplier', 'deviceMultiplier'}: return False
                                                        if 'capacityKey' in keys317:
                                                            field318 = list(map(_get, maps316, repeat('capacityKey')))
                                                            kinds319 = set(map(type, field318))
                                                            if not kinds319 <= _STRINGS: return False
                                                        if 'capacityMultiplier' in keys317:
                                                            field320 = list(map(_get, maps316, repeat('capacityMultiplier')))
                                                            kinds321 = set(map(type, field320))
                                                            if not kinds321 <= _STRINGS: return False
                                                            strings322 = _present(field320) if _NONE in kinds321 else field320
                                                            if not all(map(_quantity_match, strings322)): return False
                                                        if 'deviceMultiplier' in keys317:
                                                            field323 = list(map(_get, maps316, repeat('deviceMultiplier')))
                                                            kinds324 = set(map(type, field323))
                                                            if not kinds324 <= _STRINGS: return False
                                                            strings325 = _present(field323) if _NONE in kinds324 else field323
                                                            if not all(map(_quantity_match, strings325)): return False
                                                    if 'overhead' in keys313:
                                                        field326 = list(map(_get, maps312, repeat('overhead')))
                                                        kinds327 = set(map(type, field326))
                                                        if not kinds327 <= _DICTS: return False
                                                        maps328 = list(filter(None, field326)) if _NONE in kinds327 else field326
                                                        keys329 = set().union(*maps328)
                                                        if not keys329 <= {'perContainer', 'perPod'}: return False
                                                        if 'perPod' in keys329:
                                                            field330 = list(map(_get, maps328, repeat('perPod')))
                                                            kinds331 = set(map(type, field330))
                                                            if not kinds331 <= _STRINGS: return False
                                                            strings332 = _present(field330) if _NONE in kinds331 else field330
                                                            if not all(map(_quantity_match, strings332)): return False
                                                        if 'perContainer' in keys329:
                                                            field333 = list(map(_get, maps328, repeat('perContainer')))
                                                            kinds334 = set(map(type, field333))
                                                            if not kinds334 <= _STRINGS: return False
                                                            strings335 = _present(field333) if _NONE in kinds334 else field333
                                                            if not all(map(_quantity_match, strings335)): return False
                                                return True
                                            if len(item60) < 8 or not together_336(item60):
                                                for i142, item141 in enumerate(item60):
                                                    if item141 is not None:
                                                        if type(item141) is not dict:
                                                            errors.append((() + (key1,) + (key59,) + (i142,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1.Device'.format(go_kind(item141))))
                                                        else:
                                                            for key337, item338 in item141.items():
                                                                if key337 == 'name':
                                                                    if item338 is not None:
                                                                        if type(item338) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item338))))
                                                                elif key337 == 'attributes':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item338))))
                                                                        else:
                                                                            for key339, item340 in item338.items():
                                                                                if True:
                                                                                    if item340 is not None:
                                                                                        if type(item340) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item340))))
                                                                                        else:
                                                                                            for key341, item342 in item340.items():
                                                                                                if key341 == 'int':
                                                                                                    if item342 is not None and (type(item342) is not int or not INT64_MIN <= item342 <= INT64_MAX):
                                                                                                        if type(item342) is int:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + str(item342))))
                                                                                                        elif isinstance(item342, float):
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + _number_text(item342))))
                                                                                                        else:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format(go_kind(item342))))
                                                                                                elif key341 == 'bool':
                                                                                                    if item342 is not None and type(item342) is not bool:
                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bool of type bool'.format(go_kind(item342))))
                                                                                                elif key341 == 'string':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.string of type string'.format(go_kind(item342))))
                                                                                                elif key341 == 'version':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.version of type string'.format(go_kind(item342))))
                                                                                                elif key341 == 'ints':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type []int64'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_347(values):
                                                                                                                kinds345 = set(map(type, values))
                                                                                                                if not kinds345 <= _INTS: return False
                                                                                                                numbers346 = list(_present(values)) if _NONE in kinds345 else values
                                                                                                                if numbers346 and (min(numbers346) < INT64_MIN or max(numbers346) > INT64_MAX): return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_347(item342):
                                                                                                                for i344, item343 in enumerate(item342):
                                                                                                                    if item343 is not None and (type(item343) is not int or not INT64_MIN <= item343 <= INT64_MAX):
                                                                                                                        if type(item343) is int:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + str(item343))))
                                                                                                                        elif isinstance(item343, float):
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + _number_text(item343))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format(go_kind(item343))))
                                                                                                elif key341 == 'bools':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type []bool'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_351(values):
                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_351(item342):
                                                                                                                for i349, item348 in enumerate(item342):
                                                                                                                    if item348 is not None and type(item348) is not bool:
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i349,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type bool'.format(go_kind(item348))))
                                                                                                elif key341 == 'strings':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type []string'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_355(values):
                                                                                                                kinds354 = set(map(type, values))
                                                                                                                if not kinds354 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_355(item342):
                                                                                                                for i353, item352 in enumerate(item342):
                                                                                                                    if item352 is not None:
                                                                                                                        if type(item352) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i353,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type string'.format(go_kind(item352))))
                                                                                                elif key341 == 'versions':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type []string'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_359(values):
                                                                                                                kinds358 = set(map(type, values))
                                                                                                                if not kinds358 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_359(item342):
                                                                                                                for i357, item356 in enumerate(item342):
                                                                                                                    if item356 is not None:
                                                                                                                        if type(item356) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i357,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type string'.format(go_kind(item356))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,))
                                                                elif key337 == 'capacity':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type map[v1.QualifiedName]v1.DeviceCapacity'.format(go_kind(item338))))
                                                                        else:
                                                                            for key360, item361 in item338.items():
                                                                                if True:
                                                                                    if item361 is not None:
                                                                                        if type(item361) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type v1.DeviceCapacity'.format(go_kind(item361))))
                                                                                        else:
                                                                                            for key362, item363 in item361.items():
                                                                                                if key362 == 'value':
                                                                                                    if item363 is not None and not (type(item363) is str and _quantity_ok(item363) or type(item363) is int or isinstance(item363, float)):
                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,), QUANTITY_FORMAT))
                                                                                                elif key362 == 'requestPolicy':
                                                                                                    if item363 is not None:
                                                                                                        if type(item363) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.capacity.requestPolicy of type v1.CapacityRequestPolicy'.format(go_kind(item363))))
                                                                                                        else:
                                                                                                            for key364, item365 in item363.items():
                                                                                                                if key364 == 'default':
                                                                                                                    if item365 is not None and not (type(item365) is str and _quantity_ok(item365) or type(item365) is int or isinstance(item365, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,), QUANTITY_FORMAT))
                                                                                                                elif key364 == 'validValues':
                                                                                                                    if item365 is not None:
                                                                                                                        if type(item365) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item365))))
                                                                                                                        else:
                                                                                                                            def together_370(values):
                                                                                                                                kinds368 = set(map(type, values))
                                                                                                                                if not kinds368 <= _STRINGS: return False
                                                                                                                                strings369 = _present(values) if _NONE in kinds368 else values
                                                                                                                                if not all(map(_quantity_match, strings369)): return False
                                                                                                                                return True
                                                                                                                            if len(item365) < 8 or not together_370(item365):
                                                                                                                                for i367, item366 in enumerate(item365):
                                                                                                                                    if item366 is not None and not (type(item366) is str and _quantity_ok(item366) or type(item366) is int or isinstance(item366, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (i367,), QUANTITY_FORMAT))
                                                                                                                elif key364 == 'validRange':
                                                                                                                    if item365 is not None:
                                                                                                                        if type(item365) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validRange of type v1.CapacityRequestPolicyRange'.format(go_kind(item365))))
                                                                                                                        else:
                                                                                                                            for key371, item372 in item365.items():
                                                                                                                                if key371 == 'min':
                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,), QUANTITY_FORMAT))
                                                                                                                                elif key371 == 'max':
                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,), QUANTITY_FORMAT))
                                                                                                                                elif key371 == 'step':
                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,))
                                                                elif key337 == 'consumesCounters':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type []v1.DeviceCounterConsumption'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_394(values):
                                                                                kinds375 = set(map(type, values))
                                                                                if not kinds375 <= _DICTS: return False
                                                                                maps376 = list(filter(None, values)) if _NONE in kinds375 else values
                                                                                keys377 = set().union(*maps376)
                                                                                if not keys377 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                                                if 'counterSet' in keys377:
                                                                                    field378 = list(map(_get, maps376, repeat('counterSet')))
                                                                                    kinds379 = set(map(type, field378))
                                                                                    if not kinds379 <= _STRINGS: return False
                                                                                if 'counters' in keys377:
                                                                                    field380 = list(map(_get, maps376, repeat('counters')))
                                                                                    kinds381 = set(map(type, field380))
                                                                                    if not kinds381 <= _DICTS: return False
                                                                                    maps382 = list(filter(None, field380)) if _NONE in kinds381 else field380
                                                                                    members383 = list(chain.from_iterable(map(dict.values, maps382)))
                                                                                    kinds384 = set(map(type, members383))
                                                                                    if not kinds384 <= _DICTS: return False
                                                                                    maps385 = list(filter(None, members383)) if _NONE in kinds384 else members383
                                                                                    keys386 = set().union(*maps385)
                                                                                    if not keys386 <= {'value'}: return False
                                                                                    if 'value' in keys386:
                                                                                        field387 = list(map(_get, maps385, repeat('value')))
                                                                                        kinds388 = set(map(type, field387))
                                                                                        if not kinds388 <= _STRINGS: return False
                                                                                        strings389 = _present(field387) if _NONE in kinds388 else field387
                                                                                        if not all(map(_quantity_match, strings389)): return False
                                                                                if 'compatibilityGroups' in keys377:
                                                                                    field390 = list(map(_get, maps376, repeat('compatibilityGroups')))
                                                                                    kinds391 = set(map(type, field390))
                                                                                    if not kinds391 <= _LISTS: return False
                                                                                    items392 = list(chain.from_iterable(filter(None, field390)))
                                                                                    kinds393 = set(map(type, items392))
                                                                                    if not kinds393 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_394(item338):
                                                                                for i374, item373 in enumerate(item338):
                                                                                    if item373 is not None:
                                                                                        if type(item373) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type v1.DeviceCounterConsumption'.format(go_kind(item373))))
                                                                                        else:
                                                                                            for key395, item396 in item373.items():
                                                                                                if key395 == 'counterSet':
                                                                                                    if item396 is not None:
                                                                                                        if type(item396) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counterSet of type string'.format(go_kind(item396))))
                                                                                                elif key395 == 'counters':
                                                                                                    if item396 is not None:
                                                                                                        if type(item396) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type map[string]v1.Counter'.format(go_kind(item396))))
                                                                                                        else:
                                                                                                            for key397, item398 in item396.items():
                                                                                                                if True:
                                                                                                                    if item398 is not None:
                                                                                                                        if type(item398) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (key397,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type v1.Counter'.format(go_kind(item398))))
                                                                                                                        else:
                                                                                                                            for key399, item400 in item398.items():
                                                                                                                                if key399 == 'value':
                                                                                                                                    if item400 is not None and not (type(item400) is str and _quantity_ok(item400) or type(item400) is int or isinstance(item400, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (key397,) + (key399,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (key397,) + (key399,))
                                                                                                elif key395 == 'compatibilityGroups':
                                                                                                    if item396 is not None:
                                                                                                        if type(item396) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item396))))
                                                                                                        else:
                                                                                                            def together_404(values):
                                                                                                                kinds403 = set(map(type, values))
                                                                                                                if not kinds403 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item396) < 8 or not together_404(item396):
                                                                                                                for i402, item401 in enumerate(item396):
                                                                                                                    if item401 is not None:
                                                                                                                        if type(item401) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (i402,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type string'.format(go_kind(item401))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,))
                                                                elif key337 == 'nodeName':
                                                                    if item338 is not None:
                                                                        if type(item338) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeName of type string'.format(go_kind(item338))))
                                                                elif key337 == 'nodeSelector':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeSelector of type v1.NodeSelector'.format(go_kind(item338))))
                                                                        else:
                                                                            for key405, item406 in item338.items():
                                                                                if key405 == 'nodeSelectorTerms':
                                                                                    if item406 is not None:
                                                                                        if type(item406) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item406))))
                                                                                        else:
                                                                                            def together_440(values):
                                                                                                kinds409 = set(map(type, values))
                                                                                                if not kinds409 <= _DICTS: return False
                                                                                                maps410 = list(filter(None, values)) if _NONE in kinds409 else values
                                                                                                keys411 = set().union(*maps410)
                                                                                                if not keys411 <= {'matchExpressions', 'matchFields'}: return False
                                                                                                if 'matchExpressions' in keys411:
                                                                                                    field412 = list(map(_get, maps410, repeat('matchExpressions')))
                                                                                                    kinds413 = set(map(type, field412))
                                                                                                    if not kinds413 <= _LISTS: return False
                                                                                                    items414 = list(chain.from_iterable(filter(None, field412)))
                                                                                                    kinds415 = set(map(type, items414))
                                                                                                    if not kinds415 <= _DICTS: return False
                                                                                                    maps416 = list(filter(None, items414)) if _NONE in kinds415 else items414
                                                                                                    keys417 = set().union(*maps416)
                                                                                                    if not keys417 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys417:
                                                                                                        field418 = list(map(_get, maps416, repeat('key')))
                                                                                                        kinds419 = set(map(type, field418))
                                                                                                        if not kinds419 <= _STRINGS: return False
                                                                                                    if 'operator' in keys417:
                                                                                                        field420 = list(map(_get, maps416, repeat('operator')))
                                                                                                        kinds421 = set(map(type, field420))
                                                                                                        if not kinds421 <= _STRINGS: return False
                                                                                                    if 'values' in keys417:
                                                                                                        field422 = list(map(_get, maps416, repeat('values')))
                                                                                                        kinds423 = set(map(type, field422))
                                                                                                        if not kinds423 <= _LISTS: return False
                                                                                                        items424 = list(chain.from_iterable(filter(None, field422)))
                                                                                                        kinds425 = set(map(type, items424))
                                                                                                        if not kinds425 <= _STRINGS: return False
                                                                                                if 'matchFields' in keys411:
                                                                                                    field426 = list(map(_get, maps410, repeat('matchFields')))
                                                                                                    kinds427 = set(map(type, field426))
                                                                                                    if not kinds427 <= _LISTS: return False
                                                                                                    items428 = list(chain.from_iterable(filter(None, field426)))
                                                                                                    kinds429 = set(map(type, items428))
                                                                                                    if not kinds429 <= _DICTS: return False
                                                                                                    maps430 = list(filter(None, items428)) if _NONE in kinds429 else items428
                                                                                                    keys431 = set().union(*maps430)
                                                                                                    if not keys431 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys431:
                                                                                                        field432 = list(map(_get, maps430, repeat('key')))
                                                                                                        kinds433 = set(map(type, field432))
                                                                                                        if not kinds433 <= _STRINGS: return False
                                                                                                    if 'operator' in keys431:
                                                                                                        field434 = list(map(_get, maps430, repeat('operator')))
                                                                                                        kinds435 = set(map(type, field434))
                                                                                                        if not kinds435 <= _STRINGS: return False
                                                                                                    if 'values' in keys431:
                                                                                                        field436 = list(map(_get, maps430, repeat('values')))
                                                                                                        kinds437 = set(map(type, field436))
                                                                                                        if not kinds437 <= _LISTS: return False
                                                                                                        items438 = list(chain.from_iterable(filter(None, field436)))
                                                                                                        kinds439 = set(map(type, items438))
                                                                                                        if not kinds439 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item406) < 8 or not together_440(item406):
                                                                                                for i408, item407 in enumerate(item406):
                                                                                                    if item407 is not None:
                                                                                                        if type(item407) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item407))))
                                                                                                        else:
                                                                                                            for key441, item442 in item407.items():
                                                                                                                if key441 == 'matchExpressions':
                                                                                                                    if item442 is not None:
                                                                                                                        if type(item442) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item442))))
                                                                                                                        else:
                                                                                                                            def together_456(values):
                                                                                                                                kinds445 = set(map(type, values))
                                                                                                                                if not kinds445 <= _DICTS: return False
                                                                                                                                maps446 = list(filter(None, values)) if _NONE in kinds445 else values
                                                                                                                                keys447 = set().union(*maps446)
                                                                                                                                if not keys447 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys447:
                                                                                                                                    field448 = list(map(_get, maps446, repeat('key')))
                                                                                                                                    kinds449 = set(map(type, field448))
                                                                                                                                    if not kinds449 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys447:
                                                                                                                                    field450 = list(map(_get, maps446, repeat('operator')))
                                                                                                                                    kinds451 = set(map(type, field450))
                                                                                                                                    if not kinds451 <= _STRINGS: return False
                                                                                                                                if 'values' in keys447:
                                                                                                                                    field452 = list(map(_get, maps446, repeat('values')))
                                                                                                                                    kinds453 = set(map(type, field452))
                                                                                                                                    if not kinds453 <= _LISTS: return False
                                                                                                                                    items454 = list(chain.from_iterable(filter(None, field452)))
                                                                                                                                    kinds455 = set(map(type, items454))
                                                                                                                                    if not kinds455 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item442) < 8 or not together_456(item442):
                                                                                                                                for i444, item443 in enumerate(item442):
                                                                                                                                    if item443 is not None:
                                                                                                                                        if type(item443) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item443))))
                                                                                                                                        else:
                                                                                                                                            for key457, item458 in item443.items():
                                                                                                                                                if key457 == 'key':
                                                                                                                                                    if item458 is not None:
                                                                                                                                                        if type(item458) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item458))))
                                                                                                                                                elif key457 == 'operator':
                                                                                                                                                    if item458 is not None:
                                                                                                                                                        if type(item458) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item458))))
                                                                                                                                                elif key457 == 'values':
                                                                                                                                                    if item458 is not None:
                                                                                                                                                        if type(item458) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item458))))
                                                                                                                                                        else:
                                                                                                                                                            def together_462(values):
                                                                                                                                                                kinds461 = set(map(type, values))
                                                                                                                                                                if not kinds461 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item458) < 8 or not together_462(item458):
                                                                                                                                                                for i460, item459 in enumerate(item458):
                                                                                                                                                                    if item459 is not None:
                                                                                                                                                                        if type(item459) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,) + (i460,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item459))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,))
                                                                                                                elif key441 == 'matchFields':
                                                                                                                    if item442 is not None:
                                                                                                                        if type(item442) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item442))))
                                                                                                                        else:
                                                                                                                            def together_476(values):
                                                                                                                                kinds465 = set(map(type, values))
                                                                                                                                if not kinds465 <= _DICTS: return False
                                                                                                                                maps466 = list(filter(None, values)) if _NONE in kinds465 else values
                                                                                                                                keys467 = set().union(*maps466)
                                                                                                                                if not keys467 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys467:
                                                                                                                                    field468 = list(map(_get, maps466, repeat('key')))
                                                                                                                                    kinds469 = set(map(type, field468))
                                                                                                                                    if not kinds469 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys467:
                                                                                                                                    field470 = list(map(_get, maps466, repeat('operator')))
                                                                                                                                    kinds471 = set(map(type, field470))
                                                                                                                                    if not kinds471 <= _STRINGS: return False
                                                                                                                                if 'values' in keys467:
                                                                                                                                    field472 = list(map(_get, maps466, repeat('values')))
                                                                                                                                    kinds473 = set(map(type, field472))
                                                                                                                                    if not kinds473 <= _LISTS: return False
                                                                                                                                    items474 = list(chain.from_iterable(filter(None, field472)))
                                                                                                                                    kinds475 = set(map(type, items474))
                                                                                                                                    if not kinds475 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item442) < 8 or not together_476(item442):
                                                                                                                                for i464, item463 in enumerate(item442):
                                                                                                                                    if item463 is not None:
                                                                                                                                        if type(item463) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item463))))
                                                                                                                                        else:
                                                                                                                                            for key477, item478 in item463.items():
                                                                                                                                                if key477 == 'key':
                                                                                                                                                    if item478 is not None:
                                                                                                                                                        if type(item478) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item478))))
                                                                                                                                                elif key477 == 'operator':
                                                                                                                                                    if item478 is not None:
                                                                                                                                                        if type(item478) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item478))))
                                                                                                                                                elif key477 == 'values':
                                                                                                                                                    if item478 is not None:
                                                                                                                                                        if type(item478) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item478))))
                                                                                                                                                        else:
                                                                                                                                                            def together_482(values):
                                                                                                                                                                kinds481 = set(map(type, values))
                                                                                                                                                                if not kinds481 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item478) < 8 or not together_482(item478):
                                                                                                                                                                for i480, item479 in enumerate(item478):
                                                                                                                                                                    if item479 is not None:
                                                                                                                                                                        if type(item479) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,) + (i480,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item479))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,))
                                                                elif key337 == 'allNodes':
                                                                    if item338 is not None and type(item338) is not bool:
                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allNodes of type bool'.format(go_kind(item338))))
                                                                elif key337 == 'taints':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type []v1.DeviceTaint'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_497(values):
                                                                                kinds485 = set(map(type, values))
                                                                                if not kinds485 <= _DICTS: return False
                                                                                maps486 = list(filter(None, values)) if _NONE in kinds485 else values
                                                                                keys487 = set().union(*maps486)
                                                                                if not keys487 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                                                if 'key' in keys487:
                                                                                    field488 = list(map(_get, maps486, repeat('key')))
                                                                                    kinds489 = set(map(type, field488))
                                                                                    if not kinds489 <= _STRINGS: return False
                                                                                if 'value' in keys487:
                                                                                    field490 = list(map(_get, maps486, repeat('value')))
                                                                                    kinds491 = set(map(type, field490))
                                                                                    if not kinds491 <= _STRINGS: return False
                                                                                if 'effect' in keys487:
                                                                                    field492 = list(map(_get, maps486, repeat('effect')))
                                                                                    kinds493 = set(map(type, field492))
                                                                                    if not kinds493 <= _STRINGS: return False
                                                                                if 'timeAdded' in keys487:
                                                                                    field494 = list(map(_get, maps486, repeat('timeAdded')))
                                                                                    kinds495 = set(map(type, field494))
                                                                                    if not kinds495 <= _STRINGS: return False
                                                                                    strings496 = _present(field494) if _NONE in kinds495 else field494
                                                                                    if not all(map(_valid_time, strings496)): return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_497(item338):
                                                                                for i484, item483 in enumerate(item338):
                                                                                    if item483 is not None:
                                                                                        if type(item483) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type v1.DeviceTaint'.format(go_kind(item483))))
                                                                                        else:
                                                                                            for key498, item499 in item483.items():
                                                                                                if key498 == 'key':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.key of type string'.format(go_kind(item499))))
                                                                                                elif key498 == 'value':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.value of type string'.format(go_kind(item499))))
                                                                                                elif key498 == 'effect':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.effect of type v1.DeviceTaintEffect'.format(go_kind(item499))))
                                                                                                elif key498 == 'timeAdded':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.timeAdded of type v1.Time'.format(go_kind(item499))))
                                                                                                        elif not _valid_time(item499):
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'parsing time "' + item499 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,))
                                                                elif key337 == 'bindsToNode':
                                                                    if item338 is not None and type(item338) is not bool:
                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindsToNode of type bool'.format(go_kind(item338))))
                                                                elif key337 == 'bindingConditions':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type []string'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_503(values):
                                                                                kinds502 = set(map(type, values))
                                                                                if not kinds502 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_503(item338):
                                                                                for i501, item500 in enumerate(item338):
                                                                                    if item500 is not None:
                                                                                        if type(item500) is not str:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i501,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type string'.format(go_kind(item500))))
                                                                elif key337 == 'bindingFailureConditions':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type []string'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_507(values):
                                                                                kinds506 = set(map(type, values))
                                                                                if not kinds506 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_507(item338):
                                                                                for i505, item504 in enumerate(item338):
                                                                                    if item504 is not None:
                                                                                        if type(item504) is not str:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i505,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type string'.format(go_kind(item504))))
                                                                elif key337 == 'allowMultipleAllocations':
                                                                    if item338 is not None and type(item338) is not bool:
                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allowMultipleAllocations of type bool'.format(go_kind(item338))))
                                                                elif key337 == 'nodeAllocatableResources':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type map[v1.ResourceName]v1.NodeAllocatableResource'.format(go_kind(item338))))
                                                                        else:
                                                                            for key508, item509 in item338.items():
                                                                                if True:
                                                                                    if item509 is not None:
                                                                                        if type(item509) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type v1.NodeAllocatableResource'.format(go_kind(item509))))
                                                                                        else:
                                                                                            for key510, item511 in item509.items():
                                                                                                if key510 == 'mapping':
                                                                                                    if item511 is not None:
                                                                                                        if type(item511) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.mapping of type v1.NodeAllocatableMapping'.format(go_kind(item511))))
                                                                                                        else:
                                                                                                            for key512, item513 in item511.items():
                                                                                                                if key512 == 'capacityKey':
                                                                                                                    if item513 is not None:
                                                                                                                        if type(item513) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.nodeAllocatableResources.mapping.capacityKey of type v1.QualifiedName'.format(go_kind(item513))))
                                                                                                                elif key512 == 'capacityMultiplier':
                                                                                                                    if item513 is not None and not (type(item513) is str and _quantity_ok(item513) or type(item513) is int or isinstance(item513, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,), QUANTITY_FORMAT))
                                                                                                                elif key512 == 'deviceMultiplier':
                                                                                                                    if item513 is not None and not (type(item513) is str and _quantity_ok(item513) or type(item513) is int or isinstance(item513, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,))
                                                                                                elif key510 == 'overhead':
                                                                                                    if item511 is not None:
                                                                                                        if type(item511) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.overhead of type v1.NodeAllocatableOverhead'.format(go_kind(item511))))
                                                                                                        else:
                                                                                                            for key514, item515 in item511.items():
                                                                                                                if key514 == 'perPod':
                                                                                                                    if item515 is not None and not (type(item515) is str and _quantity_ok(item515) or type(item515) is int or isinstance(item515, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key514,), QUANTITY_FORMAT))
                                                                                                                elif key514 == 'perContainer':
                                                                                                                    if item515 is not None and not (type(item515) is str and _quantity_ok(item515) or type(item515) is int or isinstance(item515, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key514,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key514,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,))
                                elif key59 == 'perDeviceNodeSelection':
                                    if item60 is not None and type(item60) is not bool:
                                        errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item60))))
                                elif key59 == 'sharedCounters':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1.CounterSet'.format(go_kind(item60))))
                                        else:
                                            def together_533(values):
                                                kinds518 = set(map(type, values))
                                                if not kinds518 <= _DICTS: return False
                                                maps519 = list(filter(None, values)) if _NONE in kinds518 else values
                                                keys520 = set().union(*maps519)
                                                if not keys520 <= {'counters', 'name'}: return False
                                                if 'name' in keys520:
                                                    field521 = list(map(_get, maps519, repeat('name')))
                                                    kinds522 = set(map(type, field521))
                                                    if not kinds522 <= _STRINGS: return False
                                                if 'counters' in keys520:
                                                    field523 = list(map(_get, maps519, repeat('counters')))
                                                    kinds524 = set(map(type, field523))
                                                    if not kinds524 <= _DICTS: return False
                                                    maps525 = list(filter(None, field523)) if _NONE in kinds524 else field523
                                                    members526 = list(chain.from_iterable(map(dict.values, maps525)))
                                                    kinds527 = set(map(type, members526))
                                                    if not kinds527 <= _DICTS: return False
                                                    maps528 = list(filter(None, members526)) if _NONE in kinds527 else members526
                                                    keys529 = set().union(*maps528)
                                                    if not keys529 <= {'value'}: return False
                                                    if 'value' in keys529:
                                                        field530 = list(map(_get, maps528, repeat('value')))
                                                        kinds531 = set(map(type, field530))
                                                        if not kinds531 <= _STRINGS: return False
                                                        strings532 = _present(field530) if _NONE in kinds531 else field530
                                                        if not all(map(_quantity_match, strings532)): return False
                                                return True
                                            if len(item60) < 8 or not together_533(item60):
                                                for i517, item516 in enumerate(item60):
                                                    if item516 is not None:
                                                        if type(item516) is not dict:
                                                            errors.append((() + (key1,) + (key59,) + (i517,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1.CounterSet'.format(go_kind(item516))))
                                                        else:
                                                            for key534, item535 in item516.items():
                                                                if key534 == 'name':
                                                                    if item535 is not None:
                                                                        if type(item535) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i517,) + (key534,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item535))))
                                                                elif key534 == 'counters':
                                                                    if item535 is not None:
                                                                        if type(item535) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i517,) + (key534,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1.Counter'.format(go_kind(item535))))
                                                                        else:
                                                                            for key536, item537 in item535.items():
                                                                                if True:
                                                                                    if item537 is not None:
                                                                                        if type(item537) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i517,) + (key534,) + (key536,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1.Counter'.format(go_kind(item537))))
                                                                                        else:
                                                                                            for key538, item539 in item537.items():
                                                                                                if key538 == 'value':
                                                                                                    if item539 is not None and not (type(item539) is str and _quantity_ok(item539) or type(item539) is int or isinstance(item539, float)):
                                                                                                        errors.append((() + (key1,) + (key59,) + (i517,) + (key534,) + (key536,) + (key538,), QUANTITY_FORMAT))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i517,) + (key534,) + (key536,) + (key538,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key59,) + (i517,) + (key534,))
                                elif key59 == 'partitionTypeAttribute':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1.FullyQualifiedName'.format(go_kind(item60))))
                                elif key59 == 'skipNodeOperations':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item60))))
                                        else:
                                            def together_543(values):
                                                kinds542 = set(map(type, values))
                                                if not kinds542 <= _STRINGS: return False
                                                return True
                                            if len(item60) < 8 or not together_543(item60):
                                                for i541, item540 in enumerate(item60):
                                                    if item540 is not None:
                                                        if type(item540) is not str:
                                                            errors.append((() + (key1,) + (key59,) + (i541,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item540))))
                                else:
                                    unknown.append(() + (key1,) + (key59,))
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
                                            def together_54(values):
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
                                                    strings46 = _present(field44) if _NONE in kinds45 else field44
                                                    if not all(map(_valid_time, strings46)): return False
                                                if 'fieldsType' in keys37:
                                                    field47 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds48 = set(map(type, field47))
                                                    if not kinds48 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field49 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds50 = set(map(type, field49))
                                                    if not kinds50 <= _DICTS: return False
                                                    maps51 = list(filter(None, field49)) if _NONE in kinds50 else field49
                                                if 'subresource' in keys37:
                                                    field52 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds53 = set(map(type, field52))
                                                    if not kinds53 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_54(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key55, item56 in item33.items():
                                                                if key55 == 'manager':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item56))))
                                                                elif key55 == 'operation':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item56))))
                                                                elif key55 == 'apiVersion':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item56))))
                                                                elif key55 == 'time':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item56))))
                                                                        elif not _valid_time(item56):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'parsing time "' + item56 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key55 == 'fieldsType':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item56))))
                                                                elif key55 == 'fieldsV1':
                                                                    if item56 is not None:
                                                                        if type(item56) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item56))))
                                                                        else:
                                                                            for key57, item58 in item56.items():
                                                                                pass
                                                                elif key55 == 'subresource':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item56))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key55,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1beta1.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key59, item60 in item2.items():
                                if key59 == 'driver':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item60))))
                                elif key59 == 'pool':
                                    if item60 is not None:
                                        if type(item60) is not dict:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1beta1.ResourcePool'.format(go_kind(item60))))
                                        else:
                                            for key61, item62 in item60.items():
                                                if key61 == 'name':
                                                    if item62 is not None:
                                                        if type(item62) is not str:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item62))))
                                                elif key61 == 'generation':
                                                    if item62 is not None and (type(item62) is not int or not INT64_MIN <= item62 <= INT64_MAX):
                                                        if type(item62) is int:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item62))))
                                                        elif isinstance(item62, float):
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item62))))
                                                        else:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item62))))
                                                elif key61 == 'resourceSliceCount':
                                                    if item62 is not None and (type(item62) is not int or not INT64_MIN <= item62 <= INT64_MAX):
                                                        if type(item62) is int:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item62))))
                                                        elif isinstance(item62, float):
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item62))))
                                                        else:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item62))))
                                                else:
                                                    unknown.append(() + (key1,) + (key59,) + (key61,))
                                elif key59 == 'nodeName':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item60))))
                                elif key59 == 'nodeSelector':
                                    if item60 is not None:
                                        if type(item60) is not dict:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item60))))
                                        else:
                                            for key63, item64 in item60.items():
                                                if key63 == 'nodeSelectorTerms':
                                                    if item64 is not None:
                                                        if type(item64) is not list:
                                                            errors.append((() + (key1,) + (key59,) + (key63,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item64))))
                                                        else:
                                                            def together_98(values):
                                                                kinds67 = set(map(type, values))
                                                                if not kinds67 <= _DICTS: return False
                                                                maps68 = list(filter(None, values)) if _NONE in kinds67 else values
                                                                keys69 = set().union(*maps68)
                                                                if not keys69 <= {'matchExpressions', 'matchFields'}: return False
                                                                if 'matchExpressions' in keys69:
                                                                    field70 = list(map(_get, maps68, repeat('matchExpressions')))
                                                                    kinds71 = set(map(type, field70))
                                                                    if not kinds71 <= _LISTS: return False
                                                                    items72 = list(chain.from_iterable(filter(None, field70)))
                                                                    kinds73 = set(map(type, items72))
                                                                    if not kinds73 <= _DICTS: return False
                                                                    maps74 = list(filter(None, items72)) if _NONE in kinds73 else items72
                                                                    keys75 = set().union(*maps74)
                                                                    if not keys75 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys75:
                                                                        field76 = list(map(_get, maps74, repeat('key')))
                                                                        kinds77 = set(map(type, field76))
                                                                        if not kinds77 <= _STRINGS: return False
                                                                    if 'operator' in keys75:
                                                                        field78 = list(map(_get, maps74, repeat('operator')))
                                                                        kinds79 = set(map(type, field78))
                                                                        if not kinds79 <= _STRINGS: return False
                                                                    if 'values' in keys75:
                                                                        field80 = list(map(_get, maps74, repeat('values')))
                                                                        kinds81 = set(map(type, field80))
                                                                        if not kinds81 <= _LISTS: return False
                                                                        items82 = list(chain.from_iterable(filter(None, field80)))
                                                                        kinds83 = set(map(type, items82))
                                                                        if not kinds83 <= _STRINGS: return False
                                                                if 'matchFields' in keys69:
                                                                    field84 = list(map(_get, maps68, repeat('matchFields')))
                                                                    kinds85 = set(map(type, field84))
                                                                    if not kinds85 <= _LISTS: return False
                                                                    items86 = list(chain.from_iterable(filter(None, field84)))
                                                                    kinds87 = set(map(type, items86))
                                                                    if not kinds87 <= _DICTS: return False
                                                                    maps88 = list(filter(None, items86)) if _NONE in kinds87 else items86
                                                                    keys89 = set().union(*maps88)
                                                                    if not keys89 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys89:
                                                                        field90 = list(map(_get, maps88, repeat('key')))
                                                                        kinds91 = set(map(type, field90))
                                                                        if not kinds91 <= _STRINGS: return False
                                                                    if 'operator' in keys89:
                                                                        field92 = list(map(_get, maps88, repeat('operator')))
                                                                        kinds93 = set(map(type, field92))
                                                                        if not kinds93 <= _STRINGS: return False
                                                                    if 'values' in keys89:
                                                                        field94 = list(map(_get, maps88, repeat('values')))
                                                                        kinds95 = set(map(type, field94))
                                                                        if not kinds95 <= _LISTS: return False
                                                                        items96 = list(chain.from_iterable(filter(None, field94)))
                                                                        kinds97 = set(map(type, items96))
                                                                        if not kinds97 <= _STRINGS: return False
                                                                return True
                                                            if len(item64) < 8 or not together_98(item64):
                                                                for i66, item65 in enumerate(item64):
                                                                    if item65 is not None:
                                                                        if type(item65) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item65))))
                                                                        else:
                                                                            for key99, item100 in item65.items():
                                                                                if key99 == 'matchExpressions':
                                                                                    if item100 is not None:
                                                                                        if type(item100) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                        else:
                                                                                            def together_114(values):
                                                                                                kinds103 = set(map(type, values))
                                                                                                if not kinds103 <= _DICTS: return False
                                                                                                maps104 = list(filter(None, values)) if _NONE in kinds103 else values
                                                                                                keys105 = set().union(*maps104)
                                                                                                if not keys105 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys105:
                                                                                                    field106 = list(map(_get, maps104, repeat('key')))
                                                                                                    kinds107 = set(map(type, field106))
                                                                                                    if not kinds107 <= _STRINGS: return False
                                                                                                if 'operator' in keys105:
                                                                                                    field108 = list(map(_get, maps104, repeat('operator')))
                                                                                                    kinds109 = set(map(type, field108))
                                                                                                    if not kinds109 <= _STRINGS: return False
                                                                                                if 'values' in keys105:
                                                                                                    field110 = list(map(_get, maps104, repeat('values')))
                                                                                                    kinds111 = set(map(type, field110))
                                                                                                    if not kinds111 <= _LISTS: return False
                                                                                                    items112 = list(chain.from_iterable(filter(None, field110)))
                                                                                                    kinds113 = set(map(type, items112))
                                                                                                    if not kinds113 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item100) < 8 or not together_114(item100):
                                                                                                for i102, item101 in enumerate(item100):
                                                                                                    if item101 is not None:
                                                                                                        if type(item101) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item101))))
                                                                                                        else:
                                                                                                            for key115, item116 in item101.items():
                                                                                                                if key115 == 'key':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item116))))
                                                                                                                elif key115 == 'operator':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item116))))
                                                                                                                elif key115 == 'values':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item116))))
                                                                                                                        else:
                                                                                                                            def together_120(values):
                                                                                                                                kinds119 = set(map(type, values))
                                                                                                                                if not kinds119 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item116) < 8 or not together_120(item116):
                                                                                                                                for i118, item117 in enumerate(item116):
                                                                                                                                    if item117 is not None:
                                                                                                                                        if type(item117) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,) + (i118,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item117))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,))
                                                                                elif key99 == 'matchFields':
                                                                                    if item100 is not None:
                                                                                        if type(item100) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                        else:
                                                                                            def together_134(values):
                                                                                                kinds123 = set(map(type, values))
                                                                                                if not kinds123 <= _DICTS: return False
                                                                                                maps124 = list(filter(None, values)) if _NONE in kinds123 else values
                                                                                                keys125 = set().union(*maps124)
                                                                                                if not keys125 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys125:
                                                                                                    field126 = list(map(_get, maps124, repeat('key')))
                                                                                                    kinds127 = set(map(type, field126))
                                                                                                    if not kinds127 <= _STRINGS: return False
                                                                                                if 'operator' in keys125:
                                                                                                    field128 = list(map(_get, maps124, repeat('operator')))
                                                                                                    kinds129 = set(map(type, field128))
                                                                                                    if not kinds129 <= _STRINGS: return False
                                                                                                if 'values' in keys125:
                                                                                                    field130 = list(map(_get, maps124, repeat('values')))
                                                                                                    kinds131 = set(map(type, field130))
                                                                                                    if not kinds131 <= _LISTS: return False
                                                                                                    items132 = list(chain.from_iterable(filter(None, field130)))
                                                                                                    kinds133 = set(map(type, items132))
                                                                                                    if not kinds133 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item100) < 8 or not together_134(item100):
                                                                                                for i122, item121 in enumerate(item100):
                                                                                                    if item121 is not None:
                                                                                                        if type(item121) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item121))))
                                                                                                        else:
                                                                                                            for key135, item136 in item121.items():
                                                                                                                if key135 == 'key':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item136))))
                                                                                                                elif key135 == 'operator':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item136))))
                                                                                                                elif key135 == 'values':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item136))))
                                                                                                                        else:
                                                                                                                            def together_140(values):
                                                                                                                                kinds139 = set(map(type, values))
                                                                                                                                if not kinds139 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item136) < 8 or not together_140(item136):
                                                                                                                                for i138, item137 in enumerate(item136):
                                                                                                                                    if item137 is not None:
                                                                                                                                        if type(item137) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,) + (i138,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item137))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,))
                                                else:
                                                    unknown.append(() + (key1,) + (key59,) + (key63,))
                                elif key59 == 'allNodes':
                                    if item60 is not None and type(item60) is not bool:
                                        errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item60))))
                                elif key59 == 'devices':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1beta1.Device'.format(go_kind(item60))))
                                        else:
                                            def together_340(values):
                                                kinds143 = set(map(type, values))
                                                if not kinds143 <= _DICTS: return False
                                                maps144 = list(filter(None, values)) if _NONE in kinds143 else values
                                                keys145 = set().union(*maps144)
                                                if not keys145 <= {'basic', 'name'}: return False
                                                if 'name' in keys145:
                                                    field146 = list(map(_get, maps144, repeat('name')))
                                                    kinds147 = set(map(type, field146))
                                                    if not kinds147 <= _STRINGS: return False
                                                if 'basic' in keys145:
                                                    field148 = list(map(_get, maps144, repeat('basic')))
                                                    kinds149 = set(map(type, field148))
                                                    if not kinds149 <= _DICTS: return False
                                                    maps150 = list(filter(None, field148)) if _NONE in kinds149 else field148
                                                    keys151 = set().union(*maps150)
                                                    if not keys151 <= {'allNodes', 'allowMultipleAllocations', 'attributes', 'bindingConditions', 'bindingFailureConditions', 'bindsToNode', 'capacity', 'consumesCounters', 'nodeAllocatableResources', 'nodeName', 'nodeSelector', 'taints'}: return False
                                                    if 'attributes' in keys151:
                                                        field152 = list(map(_get, maps150, repeat('attributes')))
                                                        kinds153 = set(map(type, field152))
                                                        if not kinds153 <= _DICTS: return False
                                                        maps154 = list(filter(None, field152)) if _NONE in kinds153 else field152
                                                        members155 = list(chain.from_iterable(map(dict.values, maps154)))
                                                        kinds156 = set(map(type, members155))
                                                        if not kinds156 <= _DICTS: return False
                                                        maps157 = list(filter(None, members155)) if _NONE in kinds156 else members155
                                                        keys158 = set().union(*maps157)
                                                        if not keys158 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                        if 'int' in keys158:
                                                            field159 = list(map(_get, maps157, repeat('int')))
                                                            kinds160 = set(map(type, field159))
                                                            if not kinds160 <= _INTS: return False
                                                            numbers161 = list(_present(field159)) if _NONE in kinds160 else field159
                                                            if numbers161 and (min(numbers161) < INT64_MIN or max(numbers161) > INT64_MAX): return False
                                                        if 'bool' in keys158:
                                                            field162 = list(map(_get, maps157, repeat('bool')))
                                                            if not set(map(type, field162)) <= _BOOLS: return False
                                                        if 'string' in keys158:
                                                            field164 = list(map(_get, maps157, repeat('string')))
                                                            kinds165 = set(map(type, field164))
                                                            if not kinds165 <= _STRINGS: return False
                                                        if 'version' in keys158:
                                                            field166 = list(map(_get, maps157, repeat('version')))
                                                            kinds167 = set(map(type, field166))
                                                            if not kinds167 <= _STRINGS: return False
                                                        if 'ints' in keys158:
                                                            field168 = list(map(_get, maps157, repeat('ints')))
                                                            kinds169 = set(map(type, field168))
                                                            if not kinds169 <= _LISTS: return False
                                                            items170 = list(chain.from_iterable(filter(None, field168)))
                                                            kinds171 = set(map(type, items170))
                                                            if not kinds171 <= _INTS: return False
                                                            numbers172 = list(_present(items170)) if _NONE in kinds171 else items170
                                                            if numbers172 and (min(numbers172) < INT64_MIN or max(numbers172) > INT64_MAX): return False
                                                        if 'bools' in keys158:
                                                            field173 = list(map(_get, maps157, repeat('bools')))
                                                            kinds174 = set(map(type, field173))
                                                            if not kinds174 <= _LISTS: return False
                                                            items175 = list(chain.from_iterable(filter(None, field173)))
                                                            if not set(map(type, items175)) <= _BOOLS: return False
                                                        if 'strings' in keys158:
                                                            field177 = list(map(_get, maps157, repeat('strings')))
                                                            kinds178 = set(map(type, field177))
                                                            if not kinds178 <= _LISTS: return False
                                                            items179 = list(chain.from_iterable(filter(None, field177)))
                                                            kinds180 = set(map(type, items179))
                                                            if not kinds180 <= _STRINGS: return False
                                                        if 'versions' in keys158:
                                                            field181 = list(map(_get, maps157, repeat('versions')))
                                                            kinds182 = set(map(type, field181))
                                                            if not kinds182 <= _LISTS: return False
                                                            items183 = list(chain.from_iterable(filter(None, field181)))
                                                            kinds184 = set(map(type, items183))
                                                            if not kinds184 <= _STRINGS: return False
                                                    if 'capacity' in keys151:
                                                        field185 = list(map(_get, maps150, repeat('capacity')))
                                                        kinds186 = set(map(type, field185))
                                                        if not kinds186 <= _DICTS: return False
                                                        maps187 = list(filter(None, field185)) if _NONE in kinds186 else field185
                                                        members188 = list(chain.from_iterable(map(dict.values, maps187)))
                                                        kinds189 = set(map(type, members188))
                                                        if not kinds189 <= _DICTS: return False
                                                        maps190 = list(filter(None, members188)) if _NONE in kinds189 else members188
                                                        keys191 = set().union(*maps190)
                                                        if not keys191 <= {'requestPolicy', 'value'}: return False
                                                        if 'value' in keys191:
                                                            field192 = list(map(_get, maps190, repeat('value')))
                                                            kinds193 = set(map(type, field192))
                                                            if not kinds193 <= _STRINGS: return False
                                                            strings194 = _present(field192) if _NONE in kinds193 else field192
                                                            if not all(map(_quantity_match, strings194)): return False
                                                        if 'requestPolicy' in keys191:
                                                            field195 = list(map(_get, maps190, repeat('requestPolicy')))
                                                            kinds196 = set(map(type, field195))
                                                            if not kinds196 <= _DICTS: return False
                                                            maps197 = list(filter(None, field195)) if _NONE in kinds196 else field195
                                                            keys198 = set().union(*maps197)
                                                            if not keys198 <= {'default', 'validRange', 'validValues'}: return False
                                                            if 'default' in keys198:
                                                                field199 = list(map(_get, maps197, repeat('default')))
                                                                kinds200 = set(map(type, field199))
                                                                if not kinds200 <= _STRINGS: return False
                                                                strings201 = _present(field199) if _NONE in kinds200 else field199
                                                                if not all(map(_quantity_match, strings201)): return False
                                                            if 'validValues' in keys198:
                                                                field202 = list(map(_get, maps197, repeat('validValues')))
                                                                kinds203 = set(map(type, field202))
                                                                if not kinds203 <= _LISTS: return False
                                                                items204 = list(chain.from_iterable(filter(None, field202)))
                                                                kinds205 = set(map(type, items204))
                                                                if not kinds205 <= _STRINGS: return False
                                                                strings206 = _present(items204) if _NONE in kinds205 else items204
                                                                if not all(map(_quantity_match, strings206)): return False
                                                            if 'validRange' in keys198:
                                                                field207 = list(map(_get, maps197, repeat('validRange')))
                                                                kinds208 = set(map(type, field207))
                                                                if not kinds208 <= _DICTS: return False
                                                                maps209 = list(filter(None, field207)) if _NONE in kinds208 else field207
                                                                keys210 = set().union(*maps209)
                                                                if not keys210 <= {'max', 'min', 'step'}: return False
                                                                if 'min' in keys210:
                                                                    field211 = list(map(_get, maps209, repeat('min')))
                                                                    kinds212 = set(map(type, field211))
                                                                    if not kinds212 <= _STRINGS: return False
                                                                    strings213 = _present(field211) if _NONE in kinds212 else field211
                                                                    if not all(map(_quantity_match, strings213)): return False
                                                                if 'max' in keys210:
                                                                    field214 = list(map(_get, maps209, repeat('max')))
                                                                    kinds215 = set(map(type, field214))
                                                                    if not kinds215 <= _STRINGS: return False
                                                                    strings216 = _present(field214) if _NONE in kinds215 else field214
                                                                    if not all(map(_quantity_match, strings216)): return False
                                                                if 'step' in keys210:
                                                                    field217 = list(map(_get, maps209, repeat('step')))
                                                                    kinds218 = set(map(type, field217))
                                                                    if not kinds218 <= _STRINGS: return False
                                                                    strings219 = _present(field217) if _NONE in kinds218 else field217
                                                                    if not all(map(_quantity_match, strings219)): return False
                                                    if 'consumesCounters' in keys151:
                                                        field220 = list(map(_get, maps150, repeat('consumesCounters')))
                                                        kinds221 = set(map(type, field220))
                                                        if not kinds221 <= _LISTS: return False
                                                        items222 = list(chain.from_iterable(filter(None, field220)))
                                                        kinds223 = set(map(type, items222))
                                                        if not kinds223 <= _DICTS: return False
                                                        maps224 = list(filter(None, items222)) if _NONE in kinds223 else items222
                                                        keys225 = set().union(*maps224)
                                                        if not keys225 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                        if 'counterSet' in keys225:
                                                            field226 = list(map(_get, maps224, repeat('counterSet')))
                                                            kinds227 = set(map(type, field226))
                                                            if not kinds227 <= _STRINGS: return False
                                                        if 'counters' in keys225:
                                                            field228 = list(map(_get, maps224, repeat('counters')))
                                                            kinds229 = set(map(type, field228))
                                                            if not kinds229 <= _DICTS: return False
                                                            maps230 = list(filter(None, field228)) if _NONE in kinds229 else field228
                                                            members231 = list(chain.from_iterable(map(dict.values, maps230)))
                                                            kinds232 = set(map(type, members231))
                                                            if not kinds232 <= _DICTS: return False
                                                            maps233 = list(filter(None, members231)) if _NONE in kinds232 else members231
                                                            keys234 = set().union(*maps233)
                                                            if not keys234 <= {'value'}: return False
                                                            if 'value' in keys234:
                                                                field235 = list(map(_get, maps233, repeat('value')))
                                                                kinds236 = set(map(type, field235))
                                                                if not kinds236 <= _STRINGS: return False
                                                                strings237 = _present(field235) if _NONE in kinds236 else field235
                                                                if not all(map(_quantity_match, strings237)): return False
                                                        if 'compatibilityGroups' in keys225:
                                                            field238 = list(map(_get, maps224, repeat('compatibilityGroups')))
                                                            kinds239 = set(map(type, field238))
                                                            if not kinds239 <= _LISTS: return False
                                                            items240 = list(chain.from_iterable(filter(None, field238)))
                                                            kinds241 = set(map(type, items240))
                                                            if not kinds241 <= _STRINGS: return False
                                                    if 'nodeName' in keys151:
                                                        field242 = list(map(_get, maps150, repeat('nodeName')))
                                                        kinds243 = set(map(type, field242))
                                                        if not kinds243 <= _STRINGS: return False
                                                    if 'nodeSelector' in keys151:
                                                        field244 = list(map(_get, maps150, repeat('nodeSelector')))
                                                        kinds245 = set(map(type, field244))
                                                        if not kinds245 <= _DICTS: return False
                                                        maps246 = list(filter(None, field244)) if _NONE in kinds245 else field244
                                                        keys247 = set().union(*maps246)
                                                        if not keys247 <= {'nodeSelectorTerms'}: return False
                                                        if 'nodeSelectorTerms' in keys247:
                                                            field248 = list(map(_get, maps246, repeat('nodeSelectorTerms')))
                                                            kinds249 = set(map(type, field248))
                                                            if not kinds249 <= _LISTS: return False
                                                            items250 = list(chain.from_iterable(filter(None, field248)))
                                                            kinds251 = set(map(type, items250))
                                                            if not kinds251 <= _DICTS: return False
                                                            maps252 = list(filter(None, items250)) if _NONE in kinds251 else items250
                                                            keys253 = set().union(*maps252)
                                                            if not keys253 <= {'matchExpressions', 'matchFields'}: return False
                                                            if 'matchExpressions' in keys253:
                                                                field254 = list(map(_get, maps252, repeat('matchExpressions')))
                                                                kinds255 = set(map(type, field254))
                                                                if not kinds255 <= _LISTS: return False
                                                                items256 = list(chain.from_iterable(filter(None, field254)))
                                                                kinds257 = set(map(type, items256))
                                                                if not kinds257 <= _DICTS: return False
                                                                maps258 = list(filter(None, items256)) if _NONE in kinds257 else items256
                                                                keys259 = set().union(*maps258)
                                                                if not keys259 <= {'key', 'operator', 'values'}: return False
                                                                if 'key' in keys259:
                                                                    field260 = list(map(_get, maps258, repeat('key')))
                                                                    kinds261 = set(map(type, field260))
                                                                    if not kinds261 <= _STRINGS: return False
                                                                if 'operator' in keys259:
                                                                    field262 = list(map(_get, maps258, repeat('operator')))
                                                                    kinds263 = set(map(type, field262))
                                                                    if not kinds263 <= _STRINGS: return False
                                                                if 'values' in keys259:
                                                                    field264 = list(map(_get, maps258, repeat('values')))
                                                                    kinds265 = set(map(type, field264))
                                                                    if not kinds265 <= _LISTS: return False
                                                                    items266 = list(chain.from_iterable(filter(None, field264)))
                                                                    kinds267 = set(map(type, items266))
                                                                    if not kinds267 <= _STRINGS: return False
                                                            if 'matchFields' in keys253:
                                                                field268 = list(map(_get, maps252, repeat('matchFields')))
                                                                kinds269 = set(map(type, field268))
                                                                if not kinds269 <= _LISTS: return False
                                                                items270 = list(chain.from_iterable(filter(None, field268)))
                                                                kinds271 = set(map(type, items270))
                                                                if not kinds271 <= _DICTS: return False
                                                                maps272 = list(filter(None, items270)) if _NONE in kinds271 else items270
                                                                keys273 = set().union(*maps272)
                                                                if not keys273 <= {'key', 'operator', 'values'}: return False
                                                                if 'key' in keys273:
                                                                    field274 = list(map(_get, maps272, repeat('key')))
                                                                    kinds275 = set(map(type, field274))
                                                                    if not kinds275 <= _STRINGS: return False
                                                                if 'operator' in keys273:
                                                                    field276 = list(map(_get, maps272, repeat('operator')))
                                                                    kinds277 = set(map(type, field276))
                                                                    if not kinds277 <= _STRINGS: return False
                                                                if 'values' in keys273:
                                                                    field278 = list(map(_get, maps272, repeat('values')))
                                                                    kinds279 = set(map(type, field278))
                                                                    if not kinds279 <= _LISTS: return False
                                                                    items280 = list(chain.from_iterable(filter(None, field278)))
                                                                    kinds281 = set(map(type, items280))
                                                                    if not kinds281 <= _STRINGS: return False
                                                    if 'allNodes' in keys151:
                                                        field282 = list(map(_get, maps150, repeat('allNodes')))
                                                        if not set(map(type, field282)) <= _BOOLS: return False
                                                    if 'taints' in keys151:
                                                        field284 = list(map(_get, maps150, repeat('taints')))
                                                        kinds285 = set(map(type, field284))
                                                        if not kinds285 <= _LISTS: return False
                                                        items286 = list(chain.from_iterable(filter(None, field284)))
                                                        kinds287 = set(map(type, items286))
                                                        if not kinds287 <= _DICTS: return False
                                                        maps288 = list(filter(None, items286)) if _NONE in kinds287 else items286
                                                        keys289 = set().union(*maps288)
                                                        if not keys289 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                        if 'key' in keys289:
                                                            field290 = list(map(_get, maps288, repeat('key')))
                                                            kinds291 = set(map(type, field290))
                                                            if not kinds291 <= _STRINGS: return False
                                                        if 'value' in keys289:
                                                            field292 = list(map(_get, maps288, repeat('value')))
                                                            kinds293 = set(map(type, field292))
                                                            if not kinds293 <= _STRINGS: return False
                                                        if 'effect' in keys289:
                                                            field294 = list(map(_get, maps288, repeat('effect')))
                                                            kinds295 = set(map(type, field294))
                                                            if not kinds295 <= _STRINGS: return False
                                                        if 'timeAdded' in keys289:
                                                            field296 = list(map(_get, maps288, repeat('timeAdded')))
                                                            kinds297 = set(map(type, field296))
                                                            if not kinds297 <= _STRINGS: return False
                                                            strings298 = _present(field296) if _NONE in kinds297 else field296
                                                            if not all(map(_valid_time, strings298)): return False
                                                    if 'bindsToNode' in keys151:
                                                        field299 = list(map(_get, maps150, repeat('bindsToNode')))
                                                        if not set(map(type, field299)) <= _BOOLS: return False
                                                    if 'bindingConditions' in keys151:
                                                        field301 = list(map(_get, maps150, repeat('bindingConditions')))
                                                        kinds302 = set(map(type, field301))
                                                        if not kinds302 <= _LISTS: return False
                                                        items303 = list(chain.from_iterable(filter(None, field301)))
                                                        kinds304 = set(map(type, items303))
                                                        if not kinds304 <= _STRINGS: return False
                                                    if 'bindingFailureConditions' in keys151:
                                                        field305 = list(map(_get, maps150, repeat('bindingFailureConditions')))
                                                        kinds306 = set(map(type, field305))
                                                        if not kinds306 <= _LISTS: return False
                                                        items307 = list(chain.from_iterable(filter(None, field305)))
                                                        kinds308 = set(map(type, items307))
                                                        if not kinds308 <= _STRINGS: return False
                                                    if 'allowMultipleAllocations' in keys151:
                                                        field309 = list(map(_get, maps150, repeat('allowMultipleAllocations')))
                                                        if not set(map(type, field309)) <= _BOOLS: return False
                                                    if 'nodeAllocatableResources' in keys151:
                                                        field311 = list(map(_get, maps150, repeat('nodeAllocatableResources')))
                                                        kinds312 = set(map(type, field311))
                                                        if not kinds312 <= _DICTS: return False
                                                        maps313 = list(filter(None, field311)) if _NONE in kinds312 else field311
                                                        members314 = list(chain.from_iterable(map(dict.values, maps313)))
                                                        kinds315 = set(map(type, members314))
                                                        if not kinds315 <= _DICTS: return False
                                                        maps316 = list(filter(None, members314)) if _NONE in kinds315 else members314
                                                        keys317 = set().union(*maps316)
                                                        if not keys317 <= {'mapping', 'overhead'}: return False
                                                        if 'mapping' in keys317:
                                                            field318 = list(map(_get, maps316, repeat('mapping')))
                                                            kinds319 = set(map(type, field318))
                                                            if not kinds319 <= _DICTS: return False
                                                            maps320 = list(filter(None, field318)) if _NONE in kinds319 else field318
                                                            keys321 = set().union(*maps320)
                                                            if not keys321 <= {'capacityKey', 'capacityMultiplier', 'deviceMultiplier'}: return False
                                                            if 'capacityKey' in keys321:
                                                                field322 = list(map(_get, maps320, repeat('capacityKey')))
                                                                kinds323 = set(map(type, field322))
                                                                if not kinds323 <= _STRINGS: return False
                                                            if 'capacityMultiplier' in keys321:
                                                                field324 = list(map(_get, maps320, repeat('capacityMultiplier')))
                                                                kinds325 = set(map(type, field324))
                                                                if not kinds325 <= _STRINGS: return False
                                                                strings326 = _present(field324) if _NONE in kinds325 else field324
                                                                if not all(map(_quantity_match, strings326)): return False
                                                            if 'deviceMultiplier' in keys321:
                                                                field327 = list(map(_get, maps320, repeat('deviceMultiplier')))
                                                                kinds328 = set(map(type, field327))
                                                                if not kinds328 <= _STRINGS: return False
                                                                strings329 = _present(field327) if _NONE in kinds328 else field327
                                                                if not all(map(_quantity_match, strings329)): return False
                                                        if 'overhead' in keys317:
                                                            field330 = list(map(_get, maps316, repeat('overhead')))
                                                            kinds331 = set(map(type, field330))
                                                            if not kinds331 <= _DICTS: return False
                                                            maps332 = list(filter(None, field330)) if _NONE in kinds331 else field330
                                                            keys333 = set().union(*maps332)
                                                            if not keys333 <= {'perContainer', 'perPod'}: return False
                                                            if 'perPod' in keys333:
                                                                field334 = list(map(_get, maps332, repeat('perPod')))
                                                                kinds335 = set(map(type, field334))
                                                                if not kinds335 <= _STRINGS: return False
                                                                strings336 = _present(field334) if _NONE in kinds335 else field334
                                                                if not all(map(_quantity_match, strings336)): return False
                                                            if 'perContainer' in keys333:
                                                                field337 = list(map(_get, maps332, repeat('perContainer')))
                                                                kinds338 = set(map(type, field337))
                                                                if not kinds338 <= _STRINGS: return False
                                                                strings339 = _present(field337) if _NONE in kinds338 else field337
                                                                if not all(map(_quantity_match, strings339)): return False
                                                return True
                                            if len(item60) < 8 or not together_340(item60):
                                                for i142, item141 in enumerate(item60):
                                                    if item141 is not None:
                                                        if type(item141) is not dict:
                                                            errors.append((() + (key1,) + (key59,) + (i142,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1beta1.Device'.format(go_kind(item141))))
                                                        else:
                                                            for key341, item342 in item141.items():
                                                                if key341 == 'name':
                                                                    if item342 is not None:
                                                                        if type(item342) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item342))))
                                                                elif key341 == 'basic':
                                                                    if item342 is not None:
                                                                        if type(item342) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.basic of type v1beta1.BasicDevice'.format(go_kind(item342))))
                                                                        else:
                                                                            for key343, item344 in item342.items():
                                                                                if key343 == 'attributes':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.attributes of type map[v1beta1.QualifiedName]v1beta1.DeviceAttribute'.format(go_kind(item344))))
                                                                                        else:
                                                                                            for key345, item346 in item344.items():
                                                                                                if True:
                                                                                                    if item346 is not None:
                                                                                                        if type(item346) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.attributes of type v1beta1.DeviceAttribute'.format(go_kind(item346))))
                                                                                                        else:
                                                                                                            for key347, item348 in item346.items():
                                                                                                                if key347 == 'int':
                                                                                                                    if item348 is not None and (type(item348) is not int or not INT64_MIN <= item348 <= INT64_MAX):
                                                                                                                        if type(item348) is int:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format('number ' + str(item348))))
                                                                                                                        elif isinstance(item348, float):
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format('number ' + _number_text(item348))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format(go_kind(item348))))
                                                                                                                elif key347 == 'bool':
                                                                                                                    if item348 is not None and type(item348) is not bool:
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bool of type bool'.format(go_kind(item348))))
                                                                                                                elif key347 == 'string':
                                                                                                                    if item348 is not None:
                                                                                                                        if type(item348) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.string of type string'.format(go_kind(item348))))
                                                                                                                elif key347 == 'version':
                                                                                                                    if item348 is not None:
                                                                                                                        if type(item348) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.version of type string'.format(go_kind(item348))))
                                                                                                                elif key347 == 'ints':
                                                                                                                    if item348 is not None:
                                                                                                                        if type(item348) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type []int64'.format(go_kind(item348))))
                                                                                                                        else:
                                                                                                                            def together_353(values):
                                                                                                                                kinds351 = set(map(type, values))
                                                                                                                                if not kinds351 <= _INTS: return False
                                                                                                                                numbers352 = list(_present(values)) if _NONE in kinds351 else values
                                                                                                                                if numbers352 and (min(numbers352) < INT64_MIN or max(numbers352) > INT64_MAX): return False
                                                                                                                                return True
                                                                                                                            if len(item348) < 8 or not together_353(item348):
                                                                                                                                for i350, item349 in enumerate(item348):
                                                                                                                                    if item349 is not None and (type(item349) is not int or not INT64_MIN <= item349 <= INT64_MAX):
                                                                                                                                        if type(item349) is int:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,) + (i350,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format('number ' + str(item349))))
                                                                                                                                        elif isinstance(item349, float):
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,) + (i350,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format('number ' + _number_text(item349))))
                                                                                                                                        else:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,) + (i350,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format(go_kind(item349))))
                                                                                                                elif key347 == 'bools':
                                                                                                                    if item348 is not None:
                                                                                                                        if type(item348) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bools of type []bool'.format(go_kind(item348))))
                                                                                                                        else:
                                                                                                                            def together_357(values):
                                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                                return True
                                                                                                                            if len(item348) < 8 or not together_357(item348):
                                                                                                                                for i355, item354 in enumerate(item348):
                                                                                                                                    if item354 is not None and type(item354) is not bool:
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,) + (i355,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bools of type bool'.format(go_kind(item354))))
                                                                                                                elif key347 == 'strings':
                                                                                                                    if item348 is not None:
                                                                                                                        if type(item348) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.strings of type []string'.format(go_kind(item348))))
                                                                                                                        else:
                                                                                                                            def together_361(values):
                                                                                                                                kinds360 = set(map(type, values))
                                                                                                                                if not kinds360 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item348) < 8 or not together_361(item348):
                                                                                                                                for i359, item358 in enumerate(item348):
                                                                                                                                    if item358 is not None:
                                                                                                                                        if type(item358) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,) + (i359,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.strings of type string'.format(go_kind(item358))))
                                                                                                                elif key347 == 'versions':
                                                                                                                    if item348 is not None:
                                                                                                                        if type(item348) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.versions of type []string'.format(go_kind(item348))))
                                                                                                                        else:
                                                                                                                            def together_365(values):
                                                                                                                                kinds364 = set(map(type, values))
                                                                                                                                if not kinds364 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item348) < 8 or not together_365(item348):
                                                                                                                                for i363, item362 in enumerate(item348):
                                                                                                                                    if item362 is not None:
                                                                                                                                        if type(item362) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,) + (i363,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.versions of type string'.format(go_kind(item362))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key345,) + (key347,))
                                                                                elif key343 == 'capacity':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.capacity of type map[v1beta1.QualifiedName]v1beta1.DeviceCapacity'.format(go_kind(item344))))
                                                                                        else:
                                                                                            for key366, item367 in item344.items():
                                                                                                if True:
                                                                                                    if item367 is not None:
                                                                                                        if type(item367) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.capacity of type v1beta1.DeviceCapacity'.format(go_kind(item367))))
                                                                                                        else:
                                                                                                            for key368, item369 in item367.items():
                                                                                                                if key368 == 'value':
                                                                                                                    if item369 is not None and not (type(item369) is str and _quantity_ok(item369) or type(item369) is int or isinstance(item369, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,), QUANTITY_FORMAT))
                                                                                                                elif key368 == 'requestPolicy':
                                                                                                                    if item369 is not None:
                                                                                                                        if type(item369) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.basic.capacity.requestPolicy of type v1beta1.CapacityRequestPolicy'.format(go_kind(item369))))
                                                                                                                        else:
                                                                                                                            for key370, item371 in item369.items():
                                                                                                                                if key370 == 'default':
                                                                                                                                    if item371 is not None and not (type(item371) is str and _quantity_ok(item371) or type(item371) is int or isinstance(item371, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,), QUANTITY_FORMAT))
                                                                                                                                elif key370 == 'validValues':
                                                                                                                                    if item371 is not None:
                                                                                                                                        if type(item371) is not list:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.basic.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item371))))
                                                                                                                                        else:
                                                                                                                                            def together_376(values):
                                                                                                                                                kinds374 = set(map(type, values))
                                                                                                                                                if not kinds374 <= _STRINGS: return False
                                                                                                                                                strings375 = _present(values) if _NONE in kinds374 else values
                                                                                                                                                if not all(map(_quantity_match, strings375)): return False
                                                                                                                                                return True
                                                                                                                                            if len(item371) < 8 or not together_376(item371):
                                                                                                                                                for i373, item372 in enumerate(item371):
                                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,) + (i373,), QUANTITY_FORMAT))
                                                                                                                                elif key370 == 'validRange':
                                                                                                                                    if item371 is not None:
                                                                                                                                        if type(item371) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.basic.capacity.requestPolicy.validRange of type v1beta1.CapacityRequestPolicyRange'.format(go_kind(item371))))
                                                                                                                                        else:
                                                                                                                                            for key377, item378 in item371.items():
                                                                                                                                                if key377 == 'min':
                                                                                                                                                    if item378 is not None and not (type(item378) is str and _quantity_ok(item378) or type(item378) is int or isinstance(item378, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,) + (key377,), QUANTITY_FORMAT))
                                                                                                                                                elif key377 == 'max':
                                                                                                                                                    if item378 is not None and not (type(item378) is str and _quantity_ok(item378) or type(item378) is int or isinstance(item378, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,) + (key377,), QUANTITY_FORMAT))
                                                                                                                                                elif key377 == 'step':
                                                                                                                                                    if item378 is not None and not (type(item378) is str and _quantity_ok(item378) or type(item378) is int or isinstance(item378, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,) + (key377,), QUANTITY_FORMAT))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,) + (key377,))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,) + (key370,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key366,) + (key368,))
                                                                                elif key343 == 'consumesCounters':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.consumesCounters of type []v1beta1.DeviceCounterConsumption'.format(go_kind(item344))))
                                                                                        else:
                                                                                            def together_400(values):
                                                                                                kinds381 = set(map(type, values))
                                                                                                if not kinds381 <= _DICTS: return False
                                                                                                maps382 = list(filter(None, values)) if _NONE in kinds381 else values
                                                                                                keys383 = set().union(*maps382)
                                                                                                if not keys383 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                                                                if 'counterSet' in keys383:
                                                                                                    field384 = list(map(_get, maps382, repeat('counterSet')))
                                                                                                    kinds385 = set(map(type, field384))
                                                                                                    if not kinds385 <= _STRINGS: return False
                                                                                                if 'counters' in keys383:
                                                                                                    field386 = list(map(_get, maps382, repeat('counters')))
                                                                                                    kinds387 = set(map(type, field386))
                                                                                                    if not kinds387 <= _DICTS: return False
                                                                                                    maps388 = list(filter(None, field386)) if _NONE in kinds387 else field386
                                                                                                    members389 = list(chain.from_iterable(map(dict.values, maps388)))
                                                                                                    kinds390 = set(map(type, members389))
                                                                                                    if not kinds390 <= _DICTS: return False
                                                                                                    maps391 = list(filter(None, members389)) if _NONE in kinds390 else members389
                                                                                                    keys392 = set().union(*maps391)
                                                                                                    if not keys392 <= {'value'}: return False
                                                                                                    if 'value' in keys392:
                                                                                                        field393 = list(map(_get, maps391, repeat('value')))
                                                                                                        kinds394 = set(map(type, field393))
                                                                                                        if not kinds394 <= _STRINGS: return False
                                                                                                        strings395 = _present(field393) if _NONE in kinds394 else field393
                                                                                                        if not all(map(_quantity_match, strings395)): return False
                                                                                                if 'compatibilityGroups' in keys383:
                                                                                                    field396 = list(map(_get, maps382, repeat('compatibilityGroups')))
                                                                                                    kinds397 = set(map(type, field396))
                                                                                                    if not kinds397 <= _LISTS: return False
                                                                                                    items398 = list(chain.from_iterable(filter(None, field396)))
                                                                                                    kinds399 = set(map(type, items398))
                                                                                                    if not kinds399 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item344) < 8 or not together_400(item344):
                                                                                                for i380, item379 in enumerate(item344):
                                                                                                    if item379 is not None:
                                                                                                        if type(item379) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.consumesCounters of type v1beta1.DeviceCounterConsumption'.format(go_kind(item379))))
                                                                                                        else:
                                                                                                            for key401, item402 in item379.items():
                                                                                                                if key401 == 'counterSet':
                                                                                                                    if item402 is not None:
                                                                                                                        if type(item402) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counterSet of type string'.format(go_kind(item402))))
                                                                                                                elif key401 == 'counters':
                                                                                                                    if item402 is not None:
                                                                                                                        if type(item402) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counters of type map[string]v1beta1.Counter'.format(go_kind(item402))))
                                                                                                                        else:
                                                                                                                            for key403, item404 in item402.items():
                                                                                                                                if True:
                                                                                                                                    if item404 is not None:
                                                                                                                                        if type(item404) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,) + (key403,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counters of type v1beta1.Counter'.format(go_kind(item404))))
                                                                                                                                        else:
                                                                                                                                            for key405, item406 in item404.items():
                                                                                                                                                if key405 == 'value':
                                                                                                                                                    if item406 is not None and not (type(item406) is str and _quantity_ok(item406) or type(item406) is int or isinstance(item406, float)):
                                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,) + (key403,) + (key405,), QUANTITY_FORMAT))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,) + (key403,) + (key405,))
                                                                                                                elif key401 == 'compatibilityGroups':
                                                                                                                    if item402 is not None:
                                                                                                                        if type(item402) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item402))))
                                                                                                                        else:
                                                                                                                            def together_410(values):
                                                                                                                                kinds409 = set(map(type, values))
                                                                                                                                if not kinds409 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item402) < 8 or not together_410(item402):
                                                                                                                                for i408, item407 in enumerate(item402):
                                                                                                                                    if item407 is not None:
                                                                                                                                        if type(item407) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,) + (i408,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.compatibilityGroups of type string'.format(go_kind(item407))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i380,) + (key401,))
                                                                                elif key343 == 'nodeName':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not str:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeName of type string'.format(go_kind(item344))))
                                                                                elif key343 == 'nodeSelector':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeSelector of type v1.NodeSelector'.format(go_kind(item344))))
                                                                                        else:
                                                                                            for key411, item412 in item344.items():
                                                                                                if key411 == 'nodeSelectorTerms':
                                                                                                    if item412 is not None:
                                                                                                        if type(item412) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.basic.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item412))))
                                                                                                        else:
                                                                                                            def together_446(values):
                                                                                                                kinds415 = set(map(type, values))
                                                                                                                if not kinds415 <= _DICTS: return False
                                                                                                                maps416 = list(filter(None, values)) if _NONE in kinds415 else values
                                                                                                                keys417 = set().union(*maps416)
                                                                                                                if not keys417 <= {'matchExpressions', 'matchFields'}: return False
                                                                                                                if 'matchExpressions' in keys417:
                                                                                                                    field418 = list(map(_get, maps416, repeat('matchExpressions')))
                                                                                                                    kinds419 = set(map(type, field418))
                                                                                                                    if not kinds419 <= _LISTS: return False
                                                                                                                    items420 = list(chain.from_iterable(filter(None, field418)))
                                                                                                                    kinds421 = set(map(type, items420))
                                                                                                                    if not kinds421 <= _DICTS: return False
                                                                                                                    maps422 = list(filter(None, items420)) if _NONE in kinds421 else items420
                                                                                                                    keys423 = set().union(*maps422)
                                                                                                                    if not keys423 <= {'key', 'operator', 'values'}: return False
                                                                                                                    if 'key' in keys423:
                                                                                                                        field424 = list(map(_get, maps422, repeat('key')))
                                                                                                                        kinds425 = set(map(type, field424))
                                                                                                                        if not kinds425 <= _STRINGS: return False
                                                                                                                    if 'operator' in keys423:
                                                                                                                        field426 = list(map(_get, maps422, repeat('operator')))
                                                                                                                        kinds427 = set(map(type, field426))
                                                                                                                        if not kinds427 <= _STRINGS: return False
                                                                                                                    if 'values' in keys423:
                                                                                                                        field428 = list(map(_get, maps422, repeat('values')))
                                                                                                                        kinds429 = set(map(type, field428))
                                                                                                                        if not kinds429 <= _LISTS: return False
                                                                                                                        items430 = list(chain.from_iterable(filter(None, field428)))
                                                                                                                        kinds431 = set(map(type, items430))
                                                                                                                        if not kinds431 <= _STRINGS: return False
                                                                                                                if 'matchFields' in keys417:
                                                                                                                    field432 = list(map(_get, maps416, repeat('matchFields')))
                                                                                                                    kinds433 = set(map(type, field432))
                                                                                                                    if not kinds433 <= _LISTS: return False
                                                                                                                    items434 = list(chain.from_iterable(filter(None, field432)))
                                                                                                                    kinds435 = set(map(type, items434))
                                                                                                                    if not kinds435 <= _DICTS: return False
                                                                                                                    maps436 = list(filter(None, items434)) if _NONE in kinds435 else items434
                                                                                                                    keys437 = set().union(*maps436)
                                                                                                                    if not keys437 <= {'key', 'operator', 'values'}: return False
                                                                                                                    if 'key' in keys437:
                                                                                                                        field438 = list(map(_get, maps436, repeat('key')))
                                                                                                                        kinds439 = set(map(type, field438))
                                                                                                                        if not kinds439 <= _STRINGS: return False
                                                                                                                    if 'operator' in keys437:
                                                                                                                        field440 = list(map(_get, maps436, repeat('operator')))
                                                                                                                        kinds441 = set(map(type, field440))
                                                                                                                        if not kinds441 <= _STRINGS: return False
                                                                                                                    if 'values' in keys437:
                                                                                                                        field442 = list(map(_get, maps436, repeat('values')))
                                                                                                                        kinds443 = set(map(type, field442))
                                                                                                                        if not kinds443 <= _LISTS: return False
                                                                                                                        items444 = list(chain.from_iterable(filter(None, field442)))
                                                                                                                        kinds445 = set(map(type, items444))
                                                                                                                        if not kinds445 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item412) < 8 or not together_446(item412):
                                                                                                                for i414, item413 in enumerate(item412):
                                                                                                                    if item413 is not None:
                                                                                                                        if type(item413) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.basic.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item413))))
                                                                                                                        else:
                                                                                                                            for key447, item448 in item413.items():
                                                                                                                                if key447 == 'matchExpressions':
                                                                                                                                    if item448 is not None:
                                                                                                                                        if type(item448) is not list:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item448))))
                                                                                                                                        else:
                                                                                                                                            def together_462(values):
                                                                                                                                                kinds451 = set(map(type, values))
                                                                                                                                                if not kinds451 <= _DICTS: return False
                                                                                                                                                maps452 = list(filter(None, values)) if _NONE in kinds451 else values
                                                                                                                                                keys453 = set().union(*maps452)
                                                                                                                                                if not keys453 <= {'key', 'operator', 'values'}: return False
                                                                                                                                                if 'key' in keys453:
                                                                                                                                                    field454 = list(map(_get, maps452, repeat('key')))
                                                                                                                                                    kinds455 = set(map(type, field454))
                                                                                                                                                    if not kinds455 <= _STRINGS: return False
                                                                                                                                                if 'operator' in keys453:
                                                                                                                                                    field456 = list(map(_get, maps452, repeat('operator')))
                                                                                                                                                    kinds457 = set(map(type, field456))
                                                                                                                                                    if not kinds457 <= _STRINGS: return False
                                                                                                                                                if 'values' in keys453:
                                                                                                                                                    field458 = list(map(_get, maps452, repeat('values')))
                                                                                                                                                    kinds459 = set(map(type, field458))
                                                                                                                                                    if not kinds459 <= _LISTS: return False
                                                                                                                                                    items460 = list(chain.from_iterable(filter(None, field458)))
                                                                                                                                                    kinds461 = set(map(type, items460))
                                                                                                                                                    if not kinds461 <= _STRINGS: return False
                                                                                                                                                return True
                                                                                                                                            if len(item448) < 8 or not together_462(item448):
                                                                                                                                                for i450, item449 in enumerate(item448):
                                                                                                                                                    if item449 is not None:
                                                                                                                                                        if type(item449) is not dict:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i450,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item449))))
                                                                                                                                                        else:
                                                                                                                                                            for key463, item464 in item449.items():
                                                                                                                                                                if key463 == 'key':
                                                                                                                                                                    if item464 is not None:
                                                                                                                                                                        if type(item464) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i450,) + (key463,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item464))))
                                                                                                                                                                elif key463 == 'operator':
                                                                                                                                                                    if item464 is not None:
                                                                                                                                                                        if type(item464) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i450,) + (key463,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item464))))
                                                                                                                                                                elif key463 == 'values':
                                                                                                                                                                    if item464 is not None:
                                                                                                                                                                        if type(item464) is not list:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i450,) + (key463,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item464))))
                                                                                                                                                                        else:
                                                                                                                                                                            def together_468(values):
                                                                                                                                                                                kinds467 = set(map(type, values))
                                                                                                                                                                                if not kinds467 <= _STRINGS: return False
                                                                                                                                                                                return True
                                                                                                                                                                            if len(item464) < 8 or not together_468(item464):
                                                                                                                                                                                for i466, item465 in enumerate(item464):
                                                                                                                                                                                    if item465 is not None:
                                                                                                                                                                                        if type(item465) is not str:
                                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i450,) + (key463,) + (i466,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item465))))
                                                                                                                                                                else:
                                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i450,) + (key463,))
                                                                                                                                elif key447 == 'matchFields':
                                                                                                                                    if item448 is not None:
                                                                                                                                        if type(item448) is not list:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item448))))
                                                                                                                                        else:
                                                                                                                                            def together_482(values):
                                                                                                                                                kinds471 = set(map(type, values))
                                                                                                                                                if not kinds471 <= _DICTS: return False
                                                                                                                                                maps472 = list(filter(None, values)) if _NONE in kinds471 else values
                                                                                                                                                keys473 = set().union(*maps472)
                                                                                                                                                if not keys473 <= {'key', 'operator', 'values'}: return False
                                                                                                                                                if 'key' in keys473:
                                                                                                                                                    field474 = list(map(_get, maps472, repeat('key')))
                                                                                                                                                    kinds475 = set(map(type, field474))
                                                                                                                                                    if not kinds475 <= _STRINGS: return False
                                                                                                                                                if 'operator' in keys473:
                                                                                                                                                    field476 = list(map(_get, maps472, repeat('operator')))
                                                                                                                                                    kinds477 = set(map(type, field476))
                                                                                                                                                    if not kinds477 <= _STRINGS: return False
                                                                                                                                                if 'values' in keys473:
                                                                                                                                                    field478 = list(map(_get, maps472, repeat('values')))
                                                                                                                                                    kinds479 = set(map(type, field478))
                                                                                                                                                    if not kinds479 <= _LISTS: return False
                                                                                                                                                    items480 = list(chain.from_iterable(filter(None, field478)))
                                                                                                                                                    kinds481 = set(map(type, items480))
                                                                                                                                                    if not kinds481 <= _STRINGS: return False
                                                                                                                                                return True
                                                                                                                                            if len(item448) < 8 or not together_482(item448):
                                                                                                                                                for i470, item469 in enumerate(item448):
                                                                                                                                                    if item469 is not None:
                                                                                                                                                        if type(item469) is not dict:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i470,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item469))))
                                                                                                                                                        else:
                                                                                                                                                            for key483, item484 in item469.items():
                                                                                                                                                                if key483 == 'key':
                                                                                                                                                                    if item484 is not None:
                                                                                                                                                                        if type(item484) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i470,) + (key483,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item484))))
                                                                                                                                                                elif key483 == 'operator':
                                                                                                                                                                    if item484 is not None:
                                                                                                                                                                        if type(item484) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i470,) + (key483,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item484))))
                                                                                                                                                                elif key483 == 'values':
                                                                                                                                                                    if item484 is not None:
                                                                                                                                                                        if type(item484) is not list:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i470,) + (key483,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item484))))
                                                                                                                                                                        else:
                                                                                                                                                                            def together_488(values):
                                                                                                                                                                                kinds487 = set(map(type, values))
                                                                                                                                                                                if not kinds487 <= _STRINGS: return False
                                                                                                                                                                                return True
                                                                                                                                                                            if len(item484) < 8 or not together_488(item484):
                                                                                                                                                                                for i486, item485 in enumerate(item484):
                                                                                                                                                                                    if item485 is not None:
                                                                                                                                                                                        if type(item485) is not str:
                                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i470,) + (key483,) + (i486,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item485))))
                                                                                                                                                                else:
                                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,) + (i470,) + (key483,))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,) + (i414,) + (key447,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key411,))
                                                                                elif key343 == 'allNodes':
                                                                                    if item344 is not None and type(item344) is not bool:
                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.allNodes of type bool'.format(go_kind(item344))))
                                                                                elif key343 == 'taints':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.taints of type []v1beta1.DeviceTaint'.format(go_kind(item344))))
                                                                                        else:
                                                                                            def together_503(values):
                                                                                                kinds491 = set(map(type, values))
                                                                                                if not kinds491 <= _DICTS: return False
                                                                                                maps492 = list(filter(None, values)) if _NONE in kinds491 else values
                                                                                                keys493 = set().union(*maps492)
                                                                                                if not keys493 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                                                                if 'key' in keys493:
                                                                                                    field494 = list(map(_get, maps492, repeat('key')))
                                                                                                    kinds495 = set(map(type, field494))
                                                                                                    if not kinds495 <= _STRINGS: return False
                                                                                                if 'value' in keys493:
                                                                                                    field496 = list(map(_get, maps492, repeat('value')))
                                                                                                    kinds497 = set(map(type, field496))
                                                                                                    if not kinds497 <= _STRINGS: return False
                                                                                                if 'effect' in keys493:
                                                                                                    field498 = list(map(_get, maps492, repeat('effect')))
                                                                                                    kinds499 = set(map(type, field498))
                                                                                                    if not kinds499 <= _STRINGS: return False
                                                                                                if 'timeAdded' in keys493:
                                                                                                    field500 = list(map(_get, maps492, repeat('timeAdded')))
                                                                                                    kinds501 = set(map(type, field500))
                                                                                                    if not kinds501 <= _STRINGS: return False
                                                                                                    strings502 = _present(field500) if _NONE in kinds501 else field500
                                                                                                    if not all(map(_valid_time, strings502)): return False
                                                                                                return True
                                                                                            if len(item344) < 8 or not together_503(item344):
                                                                                                for i490, item489 in enumerate(item344):
                                                                                                    if item489 is not None:
                                                                                                        if type(item489) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.taints of type v1beta1.DeviceTaint'.format(go_kind(item489))))
                                                                                                        else:
                                                                                                            for key504, item505 in item489.items():
                                                                                                                if key504 == 'key':
                                                                                                                    if item505 is not None:
                                                                                                                        if type(item505) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,) + (key504,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.key of type string'.format(go_kind(item505))))
                                                                                                                elif key504 == 'value':
                                                                                                                    if item505 is not None:
                                                                                                                        if type(item505) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,) + (key504,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.value of type string'.format(go_kind(item505))))
                                                                                                                elif key504 == 'effect':
                                                                                                                    if item505 is not None:
                                                                                                                        if type(item505) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,) + (key504,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.effect of type v1beta1.DeviceTaintEffect'.format(go_kind(item505))))
                                                                                                                elif key504 == 'timeAdded':
                                                                                                                    if item505 is not None:
                                                                                                                        if type(item505) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,) + (key504,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.timeAdded of type v1.Time'.format(go_kind(item505))))
                                                                                                                        elif not _valid_time(item505):
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,) + (key504,), 'parsing time "' + item505 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i490,) + (key504,))
                                                                                elif key343 == 'bindsToNode':
                                                                                    if item344 is not None and type(item344) is not bool:
                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindsToNode of type bool'.format(go_kind(item344))))
                                                                                elif key343 == 'bindingConditions':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingConditions of type []string'.format(go_kind(item344))))
                                                                                        else:
                                                                                            def together_509(values):
                                                                                                kinds508 = set(map(type, values))
                                                                                                if not kinds508 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item344) < 8 or not together_509(item344):
                                                                                                for i507, item506 in enumerate(item344):
                                                                                                    if item506 is not None:
                                                                                                        if type(item506) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i507,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingConditions of type string'.format(go_kind(item506))))
                                                                                elif key343 == 'bindingFailureConditions':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingFailureConditions of type []string'.format(go_kind(item344))))
                                                                                        else:
                                                                                            def together_513(values):
                                                                                                kinds512 = set(map(type, values))
                                                                                                if not kinds512 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item344) < 8 or not together_513(item344):
                                                                                                for i511, item510 in enumerate(item344):
                                                                                                    if item510 is not None:
                                                                                                        if type(item510) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (i511,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingFailureConditions of type string'.format(go_kind(item510))))
                                                                                elif key343 == 'allowMultipleAllocations':
                                                                                    if item344 is not None and type(item344) is not bool:
                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.allowMultipleAllocations of type bool'.format(go_kind(item344))))
                                                                                elif key343 == 'nodeAllocatableResources':
                                                                                    if item344 is not None:
                                                                                        if type(item344) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeAllocatableResources of type map[v1.ResourceName]v1beta1.NodeAllocatableResource'.format(go_kind(item344))))
                                                                                        else:
                                                                                            for key514, item515 in item344.items():
                                                                                                if True:
                                                                                                    if item515 is not None:
                                                                                                        if type(item515) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeAllocatableResources of type v1beta1.NodeAllocatableResource'.format(go_kind(item515))))
                                                                                                        else:
                                                                                                            for key516, item517 in item515.items():
                                                                                                                if key516 == 'mapping':
                                                                                                                    if item517 is not None:
                                                                                                                        if type(item517) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.basic.nodeAllocatableResources.mapping of type v1beta1.NodeAllocatableMapping'.format(go_kind(item517))))
                                                                                                                        else:
                                                                                                                            for key518, item519 in item517.items():
                                                                                                                                if key518 == 'capacityKey':
                                                                                                                                    if item519 is not None:
                                                                                                                                        if type(item519) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key518,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.basic.nodeAllocatableResources.mapping.capacityKey of type v1beta1.QualifiedName'.format(go_kind(item519))))
                                                                                                                                elif key518 == 'capacityMultiplier':
                                                                                                                                    if item519 is not None and not (type(item519) is str and _quantity_ok(item519) or type(item519) is int or isinstance(item519, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key518,), QUANTITY_FORMAT))
                                                                                                                                elif key518 == 'deviceMultiplier':
                                                                                                                                    if item519 is not None and not (type(item519) is str and _quantity_ok(item519) or type(item519) is int or isinstance(item519, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key518,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key518,))
                                                                                                                elif key516 == 'overhead':
                                                                                                                    if item517 is not None:
                                                                                                                        if type(item517) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.basic.nodeAllocatableResources.overhead of type v1beta1.NodeAllocatableOverhead'.format(go_kind(item517))))
                                                                                                                        else:
                                                                                                                            for key520, item521 in item517.items():
                                                                                                                                if key520 == 'perPod':
                                                                                                                                    if item521 is not None and not (type(item521) is str and _quantity_ok(item521) or type(item521) is int or isinstance(item521, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key520,), QUANTITY_FORMAT))
                                                                                                                                elif key520 == 'perContainer':
                                                                                                                                    if item521 is not None and not (type(item521) is str and _quantity_ok(item521) or type(item521) is int or isinstance(item521, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key520,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,) + (key520,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,) + (key514,) + (key516,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,) + (key343,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key341,))
                                elif key59 == 'perDeviceNodeSelection':
                                    if item60 is not None and type(item60) is not bool:
                                        errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item60))))
                                elif key59 == 'sharedCounters':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1beta1.CounterSet'.format(go_kind(item60))))
                                        else:
                                            def together_539(values):
                                                kinds524 = set(map(type, values))
                                                if not kinds524 <= _DICTS: return False
                                                maps525 = list(filter(None, values)) if _NONE in kinds524 else values
                                                keys526 = set().union(*maps525)
                                                if not keys526 <= {'counters', 'name'}: return False
                                                if 'name' in keys526:
                                                    field527 = list(map(_get, maps525, repeat('name')))
                                                    kinds528 = set(map(type, field527))
                                                    if not kinds528 <= _STRINGS: return False
                                                if 'counters' in keys526:
                                                    field529 = list(map(_get, maps525, repeat('counters')))
                                                    kinds530 = set(map(type, field529))
                                                    if not kinds530 <= _DICTS: return False
                                                    maps531 = list(filter(None, field529)) if _NONE in kinds530 else field529
                                                    members532 = list(chain.from_iterable(map(dict.values, maps531)))
                                                    kinds533 = set(map(type, members532))
                                                    if not kinds533 <= _DICTS: return False
                                                    maps534 = list(filter(None, members532)) if _NONE in kinds533 else members532
                                                    keys535 = set().union(*maps534)
                                                    if not keys535 <= {'value'}: return False
                                                    if 'value' in keys535:
                                                        field536 = list(map(_get, maps534, repeat('value')))
                                                        kinds537 = set(map(type, field536))
                                                        if not kinds537 <= _STRINGS: return False
                                                        strings538 = _present(field536) if _NONE in kinds537 else field536
                                                        if not all(map(_quantity_match, strings538)): return False
                                                return True
                                            if len(item60) < 8 or not together_539(item60):
                                                for i523, item522 in enumerate(item60):
                                                    if item522 is not None:
                                                        if type(item522) is not dict:
                                                            errors.append((() + (key1,) + (key59,) + (i523,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1beta1.CounterSet'.format(go_kind(item522))))
                                                        else:
                                                            for key540, item541 in item522.items():
                                                                if key540 == 'name':
                                                                    if item541 is not None:
                                                                        if type(item541) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i523,) + (key540,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item541))))
                                                                elif key540 == 'counters':
                                                                    if item541 is not None:
                                                                        if type(item541) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i523,) + (key540,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1beta1.Counter'.format(go_kind(item541))))
                                                                        else:
                                                                            for key542, item543 in item541.items():
                                                                                if True:
                                                                                    if item543 is not None:
                                                                                        if type(item543) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i523,) + (key540,) + (key542,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1beta1.Counter'.format(go_kind(item543))))
                                                                                        else:
                                                                                            for key544, item545 in item543.items():
                                                                                                if key544 == 'value':
                                                                                                    if item545 is not None and not (type(item545) is str and _quantity_ok(item545) or type(item545) is int or isinstance(item545, float)):
                                                                                                        errors.append((() + (key1,) + (key59,) + (i523,) + (key540,) + (key542,) + (key544,), QUANTITY_FORMAT))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i523,) + (key540,) + (key542,) + (key544,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key59,) + (i523,) + (key540,))
                                elif key59 == 'partitionTypeAttribute':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1beta1.FullyQualifiedName'.format(go_kind(item60))))
                                elif key59 == 'skipNodeOperations':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item60))))
                                        else:
                                            def together_549(values):
                                                kinds548 = set(map(type, values))
                                                if not kinds548 <= _STRINGS: return False
                                                return True
                                            if len(item60) < 8 or not together_549(item60):
                                                for i547, item546 in enumerate(item60):
                                                    if item546 is not None:
                                                        if type(item546) is not str:
                                                            errors.append((() + (key1,) + (key59,) + (i547,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item546))))
                                else:
                                    unknown.append(() + (key1,) + (key59,))
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
                                            def together_54(values):
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
                                                    strings46 = _present(field44) if _NONE in kinds45 else field44
                                                    if not all(map(_valid_time, strings46)): return False
                                                if 'fieldsType' in keys37:
                                                    field47 = list(map(_get, maps36, repeat('fieldsType')))
                                                    kinds48 = set(map(type, field47))
                                                    if not kinds48 <= _STRINGS: return False
                                                if 'fieldsV1' in keys37:
                                                    field49 = list(map(_get, maps36, repeat('fieldsV1')))
                                                    kinds50 = set(map(type, field49))
                                                    if not kinds50 <= _DICTS: return False
                                                    maps51 = list(filter(None, field49)) if _NONE in kinds50 else field49
                                                if 'subresource' in keys37:
                                                    field52 = list(map(_get, maps36, repeat('subresource')))
                                                    kinds53 = set(map(type, field52))
                                                    if not kinds53 <= _STRINGS: return False
                                                return True
                                            if len(item4) < 8 or not together_54(item4):
                                                for i34, item33 in enumerate(item4):
                                                    if item33 is not None:
                                                        if type(item33) is not dict:
                                                            errors.append((() + (key1,) + (key3,) + (i34,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item33))))
                                                        else:
                                                            for key55, item56 in item33.items():
                                                                if key55 == 'manager':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item56))))
                                                                elif key55 == 'operation':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item56))))
                                                                elif key55 == 'apiVersion':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item56))))
                                                                elif key55 == 'time':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item56))))
                                                                        elif not _valid_time(item56):
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'parsing time "' + item56 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                elif key55 == 'fieldsType':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item56))))
                                                                elif key55 == 'fieldsV1':
                                                                    if item56 is not None:
                                                                        if type(item56) is not dict:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item56))))
                                                                        else:
                                                                            for key57, item58 in item56.items():
                                                                                pass
                                                                elif key55 == 'subresource':
                                                                    if item56 is not None:
                                                                        if type(item56) is not str:
                                                                            errors.append((() + (key1,) + (key3,) + (i34,) + (key55,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item56))))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key3,) + (i34,) + (key55,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1beta2.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key59, item60 in item2.items():
                                if key59 == 'driver':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item60))))
                                elif key59 == 'pool':
                                    if item60 is not None:
                                        if type(item60) is not dict:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1beta2.ResourcePool'.format(go_kind(item60))))
                                        else:
                                            for key61, item62 in item60.items():
                                                if key61 == 'name':
                                                    if item62 is not None:
                                                        if type(item62) is not str:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item62))))
                                                elif key61 == 'generation':
                                                    if item62 is not None and (type(item62) is not int or not INT64_MIN <= item62 <= INT64_MAX):
                                                        if type(item62) is int:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item62))))
                                                        elif isinstance(item62, float):
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item62))))
                                                        else:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item62))))
                                                elif key61 == 'resourceSliceCount':
                                                    if item62 is not None and (type(item62) is not int or not INT64_MIN <= item62 <= INT64_MAX):
                                                        if type(item62) is int:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item62))))
                                                        elif isinstance(item62, float):
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item62))))
                                                        else:
                                                            errors.append((() + (key1,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item62))))
                                                else:
                                                    unknown.append(() + (key1,) + (key59,) + (key61,))
                                elif key59 == 'nodeName':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item60))))
                                elif key59 == 'nodeSelector':
                                    if item60 is not None:
                                        if type(item60) is not dict:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item60))))
                                        else:
                                            for key63, item64 in item60.items():
                                                if key63 == 'nodeSelectorTerms':
                                                    if item64 is not None:
                                                        if type(item64) is not list:
                                                            errors.append((() + (key1,) + (key59,) + (key63,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item64))))
                                                        else:
                                                            def together_98(values):
                                                                kinds67 = set(map(type, values))
                                                                if not kinds67 <= _DICTS: return False
                                                                maps68 = list(filter(None, values)) if _NONE in kinds67 else values
                                                                keys69 = set().union(*maps68)
                                                                if not keys69 <= {'matchExpressions', 'matchFields'}: return False
                                                                if 'matchExpressions' in keys69:
                                                                    field70 = list(map(_get, maps68, repeat('matchExpressions')))
                                                                    kinds71 = set(map(type, field70))
                                                                    if not kinds71 <= _LISTS: return False
                                                                    items72 = list(chain.from_iterable(filter(None, field70)))
                                                                    kinds73 = set(map(type, items72))
                                                                    if not kinds73 <= _DICTS: return False
                                                                    maps74 = list(filter(None, items72)) if _NONE in kinds73 else items72
                                                                    keys75 = set().union(*maps74)
                                                                    if not keys75 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys75:
                                                                        field76 = list(map(_get, maps74, repeat('key')))
                                                                        kinds77 = set(map(type, field76))
                                                                        if not kinds77 <= _STRINGS: return False
                                                                    if 'operator' in keys75:
                                                                        field78 = list(map(_get, maps74, repeat('operator')))
                                                                        kinds79 = set(map(type, field78))
                                                                        if not kinds79 <= _STRINGS: return False
                                                                    if 'values' in keys75:
                                                                        field80 = list(map(_get, maps74, repeat('values')))
                                                                        kinds81 = set(map(type, field80))
                                                                        if not kinds81 <= _LISTS: return False
                                                                        items82 = list(chain.from_iterable(filter(None, field80)))
                                                                        kinds83 = set(map(type, items82))
                                                                        if not kinds83 <= _STRINGS: return False
                                                                if 'matchFields' in keys69:
                                                                    field84 = list(map(_get, maps68, repeat('matchFields')))
                                                                    kinds85 = set(map(type, field84))
                                                                    if not kinds85 <= _LISTS: return False
                                                                    items86 = list(chain.from_iterable(filter(None, field84)))
                                                                    kinds87 = set(map(type, items86))
                                                                    if not kinds87 <= _DICTS: return False
                                                                    maps88 = list(filter(None, items86)) if _NONE in kinds87 else items86
                                                                    keys89 = set().union(*maps88)
                                                                    if not keys89 <= {'key', 'operator', 'values'}: return False
                                                                    if 'key' in keys89:
                                                                        field90 = list(map(_get, maps88, repeat('key')))
                                                                        kinds91 = set(map(type, field90))
                                                                        if not kinds91 <= _STRINGS: return False
                                                                    if 'operator' in keys89:
                                                                        field92 = list(map(_get, maps88, repeat('operator')))
                                                                        kinds93 = set(map(type, field92))
                                                                        if not kinds93 <= _STRINGS: return False
                                                                    if 'values' in keys89:
                                                                        field94 = list(map(_get, maps88, repeat('values')))
                                                                        kinds95 = set(map(type, field94))
                                                                        if not kinds95 <= _LISTS: return False
                                                                        items96 = list(chain.from_iterable(filter(None, field94)))
                                                                        kinds97 = set(map(type, items96))
                                                                        if not kinds97 <= _STRINGS: return False
                                                                return True
                                                            if len(item64) < 8 or not together_98(item64):
                                                                for i66, item65 in enumerate(item64):
                                                                    if item65 is not None:
                                                                        if type(item65) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item65))))
                                                                        else:
                                                                            for key99, item100 in item65.items():
                                                                                if key99 == 'matchExpressions':
                                                                                    if item100 is not None:
                                                                                        if type(item100) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                        else:
                                                                                            def together_114(values):
                                                                                                kinds103 = set(map(type, values))
                                                                                                if not kinds103 <= _DICTS: return False
                                                                                                maps104 = list(filter(None, values)) if _NONE in kinds103 else values
                                                                                                keys105 = set().union(*maps104)
                                                                                                if not keys105 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys105:
                                                                                                    field106 = list(map(_get, maps104, repeat('key')))
                                                                                                    kinds107 = set(map(type, field106))
                                                                                                    if not kinds107 <= _STRINGS: return False
                                                                                                if 'operator' in keys105:
                                                                                                    field108 = list(map(_get, maps104, repeat('operator')))
                                                                                                    kinds109 = set(map(type, field108))
                                                                                                    if not kinds109 <= _STRINGS: return False
                                                                                                if 'values' in keys105:
                                                                                                    field110 = list(map(_get, maps104, repeat('values')))
                                                                                                    kinds111 = set(map(type, field110))
                                                                                                    if not kinds111 <= _LISTS: return False
                                                                                                    items112 = list(chain.from_iterable(filter(None, field110)))
                                                                                                    kinds113 = set(map(type, items112))
                                                                                                    if not kinds113 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item100) < 8 or not together_114(item100):
                                                                                                for i102, item101 in enumerate(item100):
                                                                                                    if item101 is not None:
                                                                                                        if type(item101) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item101))))
                                                                                                        else:
                                                                                                            for key115, item116 in item101.items():
                                                                                                                if key115 == 'key':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item116))))
                                                                                                                elif key115 == 'operator':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item116))))
                                                                                                                elif key115 == 'values':
                                                                                                                    if item116 is not None:
                                                                                                                        if type(item116) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item116))))
                                                                                                                        else:
                                                                                                                            def together_120(values):
                                                                                                                                kinds119 = set(map(type, values))
                                                                                                                                if not kinds119 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item116) < 8 or not together_120(item116):
                                                                                                                                for i118, item117 in enumerate(item116):
                                                                                                                                    if item117 is not None:
                                                                                                                                        if type(item117) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,) + (i118,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item117))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i102,) + (key115,))
                                                                                elif key99 == 'matchFields':
                                                                                    if item100 is not None:
                                                                                        if type(item100) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item100))))
                                                                                        else:
                                                                                            def together_134(values):
                                                                                                kinds123 = set(map(type, values))
                                                                                                if not kinds123 <= _DICTS: return False
                                                                                                maps124 = list(filter(None, values)) if _NONE in kinds123 else values
                                                                                                keys125 = set().union(*maps124)
                                                                                                if not keys125 <= {'key', 'operator', 'values'}: return False
                                                                                                if 'key' in keys125:
                                                                                                    field126 = list(map(_get, maps124, repeat('key')))
                                                                                                    kinds127 = set(map(type, field126))
                                                                                                    if not kinds127 <= _STRINGS: return False
                                                                                                if 'operator' in keys125:
                                                                                                    field128 = list(map(_get, maps124, repeat('operator')))
                                                                                                    kinds129 = set(map(type, field128))
                                                                                                    if not kinds129 <= _STRINGS: return False
                                                                                                if 'values' in keys125:
                                                                                                    field130 = list(map(_get, maps124, repeat('values')))
                                                                                                    kinds131 = set(map(type, field130))
                                                                                                    if not kinds131 <= _LISTS: return False
                                                                                                    items132 = list(chain.from_iterable(filter(None, field130)))
                                                                                                    kinds133 = set(map(type, items132))
                                                                                                    if not kinds133 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item100) < 8 or not together_134(item100):
                                                                                                for i122, item121 in enumerate(item100):
                                                                                                    if item121 is not None:
                                                                                                        if type(item121) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item121))))
                                                                                                        else:
                                                                                                            for key135, item136 in item121.items():
                                                                                                                if key135 == 'key':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item136))))
                                                                                                                elif key135 == 'operator':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item136))))
                                                                                                                elif key135 == 'values':
                                                                                                                    if item136 is not None:
                                                                                                                        if type(item136) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item136))))
                                                                                                                        else:
                                                                                                                            def together_140(values):
                                                                                                                                kinds139 = set(map(type, values))
                                                                                                                                if not kinds139 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item136) < 8 or not together_140(item136):
                                                                                                                                for i138, item137 in enumerate(item136):
                                                                                                                                    if item137 is not None:
                                                                                                                                        if type(item137) is not str:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,) + (i138,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item137))))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,) + (i122,) + (key135,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key59,) + (key63,) + (i66,) + (key99,))
                                                else:
                                                    unknown.append(() + (key1,) + (key59,) + (key63,))
                                elif key59 == 'allNodes':
                                    if item60 is not None and type(item60) is not bool:
                                        errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item60))))
                                elif key59 == 'devices':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1beta2.Device'.format(go_kind(item60))))
                                        else:
                                            def together_336(values):
                                                kinds143 = set(map(type, values))
                                                if not kinds143 <= _DICTS: return False
                                                maps144 = list(filter(None, values)) if _NONE in kinds143 else values
                                                keys145 = set().union(*maps144)
                                                if not keys145 <= {'allNodes', 'allowMultipleAllocations', 'attributes', 'bindingConditions', 'bindingFailureConditions', 'bindsToNode', 'capacity', 'consumesCounters', 'name', 'nodeAllocatableResources', 'nodeName', 'nodeSelector', 'taints'}: return False
                                                if 'name' in keys145:
                                                    field146 = list(map(_get, maps144, repeat('name')))
                                                    kinds147 = set(map(type, field146))
                                                    if not kinds147 <= _STRINGS: return False
                                                if 'attributes' in keys145:
                                                    field148 = list(map(_get, maps144, repeat('attributes')))
                                                    kinds149 = set(map(type, field148))
                                                    if not kinds149 <= _DICTS: return False
                                                    maps150 = list(filter(None, field148)) if _NONE in kinds149 else field148
                                                    members151 = list(chain.from_iterable(map(dict.values, maps150)))
                                                    kinds152 = set(map(type, members151))
                                                    if not kinds152 <= _DICTS: return False
                                                    maps153 = list(filter(None, members151)) if _NONE in kinds152 else members151
                                                    keys154 = set().union(*maps153)
                                                    if not keys154 <= {'bool', 'bools', 'int', 'ints', 'string', 'strings', 'version', 'versions'}: return False
                                                    if 'int' in keys154:
                                                        field155 = list(map(_get, maps153, repeat('int')))
                                                        kinds156 = set(map(type, field155))
                                                        if not kinds156 <= _INTS: return False
                                                        numbers157 = list(_present(field155)) if _NONE in kinds156 else field155
                                                        if numbers157 and (min(numbers157) < INT64_MIN or max(numbers157) > INT64_MAX): return False
                                                    if 'bool' in keys154:
                                                        field158 = list(map(_get, maps153, repeat('bool')))
                                                        if not set(map(type, field158)) <= _BOOLS: return False
                                                    if 'string' in keys154:
                                                        field160 = list(map(_get, maps153, repeat('string')))
                                                        kinds161 = set(map(type, field160))
                                                        if not kinds161 <= _STRINGS: return False
                                                    if 'version' in keys154:
                                                        field162 = list(map(_get, maps153, repeat('version')))
                                                        kinds163 = set(map(type, field162))
                                                        if not kinds163 <= _STRINGS: return False
                                                    if 'ints' in keys154:
                                                        field164 = list(map(_get, maps153, repeat('ints')))
                                                        kinds165 = set(map(type, field164))
                                                        if not kinds165 <= _LISTS: return False
                                                        items166 = list(chain.from_iterable(filter(None, field164)))
                                                        kinds167 = set(map(type, items166))
                                                        if not kinds167 <= _INTS: return False
                                                        numbers168 = list(_present(items166)) if _NONE in kinds167 else items166
                                                        if numbers168 and (min(numbers168) < INT64_MIN or max(numbers168) > INT64_MAX): return False
                                                    if 'bools' in keys154:
                                                        field169 = list(map(_get, maps153, repeat('bools')))
                                                        kinds170 = set(map(type, field169))
                                                        if not kinds170 <= _LISTS: return False
                                                        items171 = list(chain.from_iterable(filter(None, field169)))
                                                        if not set(map(type, items171)) <= _BOOLS: return False
                                                    if 'strings' in keys154:
                                                        field173 = list(map(_get, maps153, repeat('strings')))
                                                        kinds174 = set(map(type, field173))
                                                        if not kinds174 <= _LISTS: return False
                                                        items175 = list(chain.from_iterable(filter(None, field173)))
                                                        kinds176 = set(map(type, items175))
                                                        if not kinds176 <= _STRINGS: return False
                                                    if 'versions' in keys154:
                                                        field177 = list(map(_get, maps153, repeat('versions')))
                                                        kinds178 = set(map(type, field177))
                                                        if not kinds178 <= _LISTS: return False
                                                        items179 = list(chain.from_iterable(filter(None, field177)))
                                                        kinds180 = set(map(type, items179))
                                                        if not kinds180 <= _STRINGS: return False
                                                if 'capacity' in keys145:
                                                    field181 = list(map(_get, maps144, repeat('capacity')))
                                                    kinds182 = set(map(type, field181))
                                                    if not kinds182 <= _DICTS: return False
                                                    maps183 = list(filter(None, field181)) if _NONE in kinds182 else field181
                                                    members184 = list(chain.from_iterable(map(dict.values, maps183)))
                                                    kinds185 = set(map(type, members184))
                                                    if not kinds185 <= _DICTS: return False
                                                    maps186 = list(filter(None, members184)) if _NONE in kinds185 else members184
                                                    keys187 = set().union(*maps186)
                                                    if not keys187 <= {'requestPolicy', 'value'}: return False
                                                    if 'value' in keys187:
                                                        field188 = list(map(_get, maps186, repeat('value')))
                                                        kinds189 = set(map(type, field188))
                                                        if not kinds189 <= _STRINGS: return False
                                                        strings190 = _present(field188) if _NONE in kinds189 else field188
                                                        if not all(map(_quantity_match, strings190)): return False
                                                    if 'requestPolicy' in keys187:
                                                        field191 = list(map(_get, maps186, repeat('requestPolicy')))
                                                        kinds192 = set(map(type, field191))
                                                        if not kinds192 <= _DICTS: return False
                                                        maps193 = list(filter(None, field191)) if _NONE in kinds192 else field191
                                                        keys194 = set().union(*maps193)
                                                        if not keys194 <= {'default', 'validRange', 'validValues'}: return False
                                                        if 'default' in keys194:
                                                            field195 = list(map(_get, maps193, repeat('default')))
                                                            kinds196 = set(map(type, field195))
                                                            if not kinds196 <= _STRINGS: return False
                                                            strings197 = _present(field195) if _NONE in kinds196 else field195
                                                            if not all(map(_quantity_match, strings197)): return False
                                                        if 'validValues' in keys194:
                                                            field198 = list(map(_get, maps193, repeat('validValues')))
                                                            kinds199 = set(map(type, field198))
                                                            if not kinds199 <= _LISTS: return False
                                                            items200 = list(chain.from_iterable(filter(None, field198)))
                                                            kinds201 = set(map(type, items200))
                                                            if not kinds201 <= _STRINGS: return False
                                                            strings202 = _present(items200) if _NONE in kinds201 else items200
                                                            if not all(map(_quantity_match, strings202)): return False
                                                        if 'validRange' in keys194:
                                                            field203 = list(map(_get, maps193, repeat('validRange')))
                                                            kinds204 = set(map(type, field203))
                                                            if not kinds204 <= _DICTS: return False
                                                            maps205 = list(filter(None, field203)) if _NONE in kinds204 else field203
                                                            keys206 = set().union(*maps205)
                                                            if not keys206 <= {'max', 'min', 'step'}: return False
                                                            if 'min' in keys206:
                                                                field207 = list(map(_get, maps205, repeat('min')))
                                                                kinds208 = set(map(type, field207))
                                                                if not kinds208 <= _STRINGS: return False
                                                                strings209 = _present(field207) if _NONE in kinds208 else field207
                                                                if not all(map(_quantity_match, strings209)): return False
                                                            if 'max' in keys206:
                                                                field210 = list(map(_get, maps205, repeat('max')))
                                                                kinds211 = set(map(type, field210))
                                                                if not kinds211 <= _STRINGS: return False
                                                                strings212 = _present(field210) if _NONE in kinds211 else field210
                                                                if not all(map(_quantity_match, strings212)): return False
                                                            if 'step' in keys206:
                                                                field213 = list(map(_get, maps205, repeat('step')))
                                                                kinds214 = set(map(type, field213))
                                                                if not kinds214 <= _STRINGS: return False
                                                                strings215 = _present(field213) if _NONE in kinds214 else field213
                                                                if not all(map(_quantity_match, strings215)): return False
                                                if 'consumesCounters' in keys145:
                                                    field216 = list(map(_get, maps144, repeat('consumesCounters')))
                                                    kinds217 = set(map(type, field216))
                                                    if not kinds217 <= _LISTS: return False
                                                    items218 = list(chain.from_iterable(filter(None, field216)))
                                                    kinds219 = set(map(type, items218))
                                                    if not kinds219 <= _DICTS: return False
                                                    maps220 = list(filter(None, items218)) if _NONE in kinds219 else items218
                                                    keys221 = set().union(*maps220)
                                                    if not keys221 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                    if 'counterSet' in keys221:
                                                        field222 = list(map(_get, maps220, repeat('counterSet')))
                                                        kinds223 = set(map(type, field222))
                                                        if not kinds223 <= _STRINGS: return False
                                                    if 'counters' in keys221:
                                                        field224 = list(map(_get, maps220, repeat('counters')))
                                                        kinds225 = set(map(type, field224))
                                                        if not kinds225 <= _DICTS: return False
                                                        maps226 = list(filter(None, field224)) if _NONE in kinds225 else field224
                                                        members227 = list(chain.from_iterable(map(dict.values, maps226)))
                                                        kinds228 = set(map(type, members227))
                                                        if not kinds228 <= _DICTS: return False
                                                        maps229 = list(filter(None, members227)) if _NONE in kinds228 else members227
                                                        keys230 = set().union(*maps229)
                                                        if not keys230 <= {'value'}: return False
                                                        if 'value' in keys230:
                                                            field231 = list(map(_get, maps229, repeat('value')))
                                                            kinds232 = set(map(type, field231))
                                                            if not kinds232 <= _STRINGS: return False
                                                            strings233 = _present(field231) if _NONE in kinds232 else field231
                                                            if not all(map(_quantity_match, strings233)): return False
                                                    if 'compatibilityGroups' in keys221:
                                                        field234 = list(map(_get, maps220, repeat('compatibilityGroups')))
                                                        kinds235 = set(map(type, field234))
                                                        if not kinds235 <= _LISTS: return False
                                                        items236 = list(chain.from_iterable(filter(None, field234)))
                                                        kinds237 = set(map(type, items236))
                                                        if not kinds237 <= _STRINGS: return False
                                                if 'nodeName' in keys145:
                                                    field238 = list(map(_get, maps144, repeat('nodeName')))
                                                    kinds239 = set(map(type, field238))
                                                    if not kinds239 <= _STRINGS: return False
                                                if 'nodeSelector' in keys145:
                                                    field240 = list(map(_get, maps144, repeat('nodeSelector')))
                                                    kinds241 = set(map(type, field240))
                                                    if not kinds241 <= _DICTS: return False
                                                    maps242 = list(filter(None, field240)) if _NONE in kinds241 else field240
                                                    keys243 = set().union(*maps242)
                                                    if not keys243 <= {'nodeSelectorTerms'}: return False
                                                    if 'nodeSelectorTerms' in keys243:
                                                        field244 = list(map(_get, maps242, repeat('nodeSelectorTerms')))
                                                        kinds245 = set(map(type, field244))
                                                        if not kinds245 <= _LISTS: return False
                                                        items246 = list(chain.from_iterable(filter(None, field244)))
                                                        kinds247 = set(map(type, items246))
                                                        if not kinds247 <= _DICTS: return False
                                                        maps248 = list(filter(None, items246)) if _NONE in kinds247 else items246
                                                        keys249 = set().union(*maps248)
                                                        if not keys249 <= {'matchExpressions', 'matchFields'}: return False
                                                        if 'matchExpressions' in keys249:
                                                            field250 = list(map(_get, maps248, repeat('matchExpressions')))
                                                            kinds251 = set(map(type, field250))
                                                            if not kinds251 <= _LISTS: return False
                                                            items252 = list(chain.from_iterable(filter(None, field250)))
                                                            kinds253 = set(map(type, items252))
                                                            if not kinds253 <= _DICTS: return False
                                                            maps254 = list(filter(None, items252)) if _NONE in kinds253 else items252
                                                            keys255 = set().union(*maps254)
                                                            if not keys255 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys255:
                                                                field256 = list(map(_get, maps254, repeat('key')))
                                                                kinds257 = set(map(type, field256))
                                                                if not kinds257 <= _STRINGS: return False
                                                            if 'operator' in keys255:
                                                                field258 = list(map(_get, maps254, repeat('operator')))
                                                                kinds259 = set(map(type, field258))
                                                                if not kinds259 <= _STRINGS: return False
                                                            if 'values' in keys255:
                                                                field260 = list(map(_get, maps254, repeat('values')))
                                                                kinds261 = set(map(type, field260))
                                                                if not kinds261 <= _LISTS: return False
                                                                items262 = list(chain.from_iterable(filter(None, field260)))
                                                                kinds263 = set(map(type, items262))
                                                                if not kinds263 <= _STRINGS: return False
                                                        if 'matchFields' in keys249:
                                                            field264 = list(map(_get, maps248, repeat('matchFields')))
                                                            kinds265 = set(map(type, field264))
                                                            if not kinds265 <= _LISTS: return False
                                                            items266 = list(chain.from_iterable(filter(None, field264)))
                                                            kinds267 = set(map(type, items266))
                                                            if not kinds267 <= _DICTS: return False
                                                            maps268 = list(filter(None, items266)) if _NONE in kinds267 else items266
                                                            keys269 = set().union(*maps268)
                                                            if not keys269 <= {'key', 'operator', 'values'}: return False
                                                            if 'key' in keys269:
                                                                field270 = list(map(_get, maps268, repeat('key')))
                                                                kinds271 = set(map(type, field270))
                                                                if not kinds271 <= _STRINGS: return False
                                                            if 'operator' in keys269:
                                                                field272 = list(map(_get, maps268, repeat('operator')))
                                                                kinds273 = set(map(type, field272))
                                                                if not kinds273 <= _STRINGS: return False
                                                            if 'values' in keys269:
                                                                field274 = list(map(_get, maps268, repeat('values')))
                                                                kinds275 = set(map(type, field274))
                                                                if not kinds275 <= _LISTS: return False
                                                                items276 = list(chain.from_iterable(filter(None, field274)))
                                                                kinds277 = set(map(type, items276))
                                                                if not kinds277 <= _STRINGS: return False
                                                if 'allNodes' in keys145:
                                                    field278 = list(map(_get, maps144, repeat('allNodes')))
                                                    if not set(map(type, field278)) <= _BOOLS: return False
                                                if 'taints' in keys145:
                                                    field280 = list(map(_get, maps144, repeat('taints')))
                                                    kinds281 = set(map(type, field280))
                                                    if not kinds281 <= _LISTS: return False
                                                    items282 = list(chain.from_iterable(filter(None, field280)))
                                                    kinds283 = set(map(type, items282))
                                                    if not kinds283 <= _DICTS: return False
                                                    maps284 = list(filter(None, items282)) if _NONE in kinds283 else items282
                                                    keys285 = set().union(*maps284)
                                                    if not keys285 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                    if 'key' in keys285:
                                                        field286 = list(map(_get, maps284, repeat('key')))
                                                        kinds287 = set(map(type, field286))
                                                        if not kinds287 <= _STRINGS: return False
                                                    if 'value' in keys285:
                                                        field288 = list(map(_get, maps284, repeat('value')))
                                                        kinds289 = set(map(type, field288))
                                                        if not kinds289 <= _STRINGS: return False
                                                    if 'effect' in keys285:
                                                        field290 = list(map(_get, maps284, repeat('effect')))
                                                        kinds291 = set(map(type, field290))
                                                        if not kinds291 <= _STRINGS: return False
                                                    if 'timeAdded' in keys285:
                                                        field292 = list(map(_get, maps284, repeat('timeAdded')))
                                                        kinds293 = set(map(type, field292))
                                                        if not kinds293 <= _STRINGS: return False
                                                        strings294 = _present(field292) if _NONE in kinds293 else field292
                                                        if not all(map(_valid_time, strings294)): return False
                                                if 'bindsToNode' in keys145:
                                                    field295 = list(map(_get, maps144, repeat('bindsToNode')))
                                                    if not set(map(type, field295)) <= _BOOLS: return False
                                                if 'bindingConditions' in keys145:
                                                    field297 = list(map(_get, maps144, repeat('bindingConditions')))
                                                    kinds298 = set(map(type, field297))
                                                    if not kinds298 <= _LISTS: return False
                                                    items299 = list(chain.from_iterable(filter(None, field297)))
                                                    kinds300 = set(map(type, items299))
                                                    if not kinds300 <= _STRINGS: return False
                                                if 'bindingFailureConditions' in keys145:
                                                    field301 = list(map(_get, maps144, repeat('bindingFailureConditions')))
                                                    kinds302 = set(map(type, field301))
                                                    if not kinds302 <= _LISTS: return False
                                                    items303 = list(chain.from_iterable(filter(None, field301)))
                                                    kinds304 = set(map(type, items303))
                                                    if not kinds304 <= _STRINGS: return False
                                                if 'allowMultipleAllocations' in keys145:
                                                    field305 = list(map(_get, maps144, repeat('allowMultipleAllocations')))
                                                    if not set(map(type, field305)) <= _BOOLS: return False
                                                if 'nodeAllocatableResources' in keys145:
                                                    field307 = list(map(_get, maps144, repeat('nodeAllocatableResources')))
                                                    kinds308 = set(map(type, field307))
                                                    if not kinds308 <= _DICTS: return False
                                                    maps309 = list(filter(None, field307)) if _NONE in kinds308 else field307
                                                    members310 = list(chain.from_iterable(map(dict.values, maps309)))
                                                    kinds311 = set(map(type, members310))
                                                    if not kinds311 <= _DICTS: return False
                                                    maps312 = list(filter(None, members310)) if _NONE in kinds311 else members310
                                                    keys313 = set().union(*maps312)
                                                    if not keys313 <= {'mapping', 'overhead'}: return False
                                                    if 'mapping' in keys313:
                                                        field314 = list(map(_get, maps312, repeat('mapping')))
                                                        kinds315 = set(map(type, field314))
                                                        if not kinds315 <= _DICTS: return False
                                                        maps316 = list(filter(None, field314)) if _NONE in kinds315 else field314
                                                        keys317 = set().union(*maps316)
                                                        if not keys317 <= {'capacityKey', 'capacityMultiplier', 'deviceMultiplier'}: return False
                                                        if 'capacityKey' in keys317:
                                                            field318 = list(map(_get, maps316, repeat('capacityKey')))
                                                            kinds319 = set(map(type, field318))
                                                            if not kinds319 <= _STRINGS: return False
                                                        if 'capacityMultiplier' in keys317:
                                                            field320 = list(map(_get, maps316, repeat('capacityMultiplier')))
                                                            kinds321 = set(map(type, field320))
                                                            if not kinds321 <= _STRINGS: return False
                                                            strings322 = _present(field320) if _NONE in kinds321 else field320
                                                            if not all(map(_quantity_match, strings322)): return False
                                                        if 'deviceMultiplier' in keys317:
                                                            field323 = list(map(_get, maps316, repeat('deviceMultiplier')))
                                                            kinds324 = set(map(type, field323))
                                                            if not kinds324 <= _STRINGS: return False
                                                            strings325 = _present(field323) if _NONE in kinds324 else field323
                                                            if not all(map(_quantity_match, strings325)): return False
                                                    if 'overhead' in keys313:
                                                        field326 = list(map(_get, maps312, repeat('overhead')))
                                                        kinds327 = set(map(type, field326))
                                                        if not kinds327 <= _DICTS: return False
                                                        maps328 = list(filter(None, field326)) if _NONE in kinds327 else field326
                                                        keys329 = set().union(*maps328)
                                                        if not keys329 <= {'perContainer', 'perPod'}: return False
                                                        if 'perPod' in keys329:
                                                            field330 = list(map(_get, maps328, repeat('perPod')))
                                                            kinds331 = set(map(type, field330))
                                                            if not kinds331 <= _STRINGS: return False
                                                            strings332 = _present(field330) if _NONE in kinds331 else field330
                                                            if not all(map(_quantity_match, strings332)): return False
                                                        if 'perContainer' in keys329:
                                                            field333 = list(map(_get, maps328, repeat('perContainer')))
                                                            kinds334 = set(map(type, field333))
                                                            if not kinds334 <= _STRINGS: return False
                                                            strings335 = _present(field333) if _NONE in kinds334 else field333
                                                            if not all(map(_quantity_match, strings335)): return False
                                                return True
                                            if len(item60) < 8 or not together_336(item60):
                                                for i142, item141 in enumerate(item60):
                                                    if item141 is not None:
                                                        if type(item141) is not dict:
                                                            errors.append((() + (key1,) + (key59,) + (i142,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1beta2.Device'.format(go_kind(item141))))
                                                        else:
                                                            for key337, item338 in item141.items():
                                                                if key337 == 'name':
                                                                    if item338 is not None:
                                                                        if type(item338) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item338))))
                                                                elif key337 == 'attributes':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type map[v1beta2.QualifiedName]v1beta2.DeviceAttribute'.format(go_kind(item338))))
                                                                        else:
                                                                            for key339, item340 in item338.items():
                                                                                if True:
                                                                                    if item340 is not None:
                                                                                        if type(item340) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type v1beta2.DeviceAttribute'.format(go_kind(item340))))
                                                                                        else:
                                                                                            for key341, item342 in item340.items():
                                                                                                if key341 == 'int':
                                                                                                    if item342 is not None and (type(item342) is not int or not INT64_MIN <= item342 <= INT64_MAX):
                                                                                                        if type(item342) is int:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + str(item342))))
                                                                                                        elif isinstance(item342, float):
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + _number_text(item342))))
                                                                                                        else:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format(go_kind(item342))))
                                                                                                elif key341 == 'bool':
                                                                                                    if item342 is not None and type(item342) is not bool:
                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bool of type bool'.format(go_kind(item342))))
                                                                                                elif key341 == 'string':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.string of type string'.format(go_kind(item342))))
                                                                                                elif key341 == 'version':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.version of type string'.format(go_kind(item342))))
                                                                                                elif key341 == 'ints':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type []int64'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_347(values):
                                                                                                                kinds345 = set(map(type, values))
                                                                                                                if not kinds345 <= _INTS: return False
                                                                                                                numbers346 = list(_present(values)) if _NONE in kinds345 else values
                                                                                                                if numbers346 and (min(numbers346) < INT64_MIN or max(numbers346) > INT64_MAX): return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_347(item342):
                                                                                                                for i344, item343 in enumerate(item342):
                                                                                                                    if item343 is not None and (type(item343) is not int or not INT64_MIN <= item343 <= INT64_MAX):
                                                                                                                        if type(item343) is int:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + str(item343))))
                                                                                                                        elif isinstance(item343, float):
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + _number_text(item343))))
                                                                                                                        else:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i344,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format(go_kind(item343))))
                                                                                                elif key341 == 'bools':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type []bool'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_351(values):
                                                                                                                if not set(map(type, values)) <= _BOOLS: return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_351(item342):
                                                                                                                for i349, item348 in enumerate(item342):
                                                                                                                    if item348 is not None and type(item348) is not bool:
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i349,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type bool'.format(go_kind(item348))))
                                                                                                elif key341 == 'strings':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type []string'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_355(values):
                                                                                                                kinds354 = set(map(type, values))
                                                                                                                if not kinds354 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_355(item342):
                                                                                                                for i353, item352 in enumerate(item342):
                                                                                                                    if item352 is not None:
                                                                                                                        if type(item352) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i353,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type string'.format(go_kind(item352))))
                                                                                                elif key341 == 'versions':
                                                                                                    if item342 is not None:
                                                                                                        if type(item342) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type []string'.format(go_kind(item342))))
                                                                                                        else:
                                                                                                            def together_359(values):
                                                                                                                kinds358 = set(map(type, values))
                                                                                                                if not kinds358 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item342) < 8 or not together_359(item342):
                                                                                                                for i357, item356 in enumerate(item342):
                                                                                                                    if item356 is not None:
                                                                                                                        if type(item356) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,) + (i357,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type string'.format(go_kind(item356))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key339,) + (key341,))
                                                                elif key337 == 'capacity':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type map[v1beta2.QualifiedName]v1beta2.DeviceCapacity'.format(go_kind(item338))))
                                                                        else:
                                                                            for key360, item361 in item338.items():
                                                                                if True:
                                                                                    if item361 is not None:
                                                                                        if type(item361) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type v1beta2.DeviceCapacity'.format(go_kind(item361))))
                                                                                        else:
                                                                                            for key362, item363 in item361.items():
                                                                                                if key362 == 'value':
                                                                                                    if item363 is not None and not (type(item363) is str and _quantity_ok(item363) or type(item363) is int or isinstance(item363, float)):
                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,), QUANTITY_FORMAT))
                                                                                                elif key362 == 'requestPolicy':
                                                                                                    if item363 is not None:
                                                                                                        if type(item363) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.capacity.requestPolicy of type v1beta2.CapacityRequestPolicy'.format(go_kind(item363))))
                                                                                                        else:
                                                                                                            for key364, item365 in item363.items():
                                                                                                                if key364 == 'default':
                                                                                                                    if item365 is not None and not (type(item365) is str and _quantity_ok(item365) or type(item365) is int or isinstance(item365, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,), QUANTITY_FORMAT))
                                                                                                                elif key364 == 'validValues':
                                                                                                                    if item365 is not None:
                                                                                                                        if type(item365) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item365))))
                                                                                                                        else:
                                                                                                                            def together_370(values):
                                                                                                                                kinds368 = set(map(type, values))
                                                                                                                                if not kinds368 <= _STRINGS: return False
                                                                                                                                strings369 = _present(values) if _NONE in kinds368 else values
                                                                                                                                if not all(map(_quantity_match, strings369)): return False
                                                                                                                                return True
                                                                                                                            if len(item365) < 8 or not together_370(item365):
                                                                                                                                for i367, item366 in enumerate(item365):
                                                                                                                                    if item366 is not None and not (type(item366) is str and _quantity_ok(item366) or type(item366) is int or isinstance(item366, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (i367,), QUANTITY_FORMAT))
                                                                                                                elif key364 == 'validRange':
                                                                                                                    if item365 is not None:
                                                                                                                        if type(item365) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validRange of type v1beta2.CapacityRequestPolicyRange'.format(go_kind(item365))))
                                                                                                                        else:
                                                                                                                            for key371, item372 in item365.items():
                                                                                                                                if key371 == 'min':
                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,), QUANTITY_FORMAT))
                                                                                                                                elif key371 == 'max':
                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,), QUANTITY_FORMAT))
                                                                                                                                elif key371 == 'step':
                                                                                                                                    if item372 is not None and not (type(item372) is str and _quantity_ok(item372) or type(item372) is int or isinstance(item372, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,) + (key371,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,) + (key364,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key360,) + (key362,))
                                                                elif key337 == 'consumesCounters':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type []v1beta2.DeviceCounterConsumption'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_394(values):
                                                                                kinds375 = set(map(type, values))
                                                                                if not kinds375 <= _DICTS: return False
                                                                                maps376 = list(filter(None, values)) if _NONE in kinds375 else values
                                                                                keys377 = set().union(*maps376)
                                                                                if not keys377 <= {'compatibilityGroups', 'counterSet', 'counters'}: return False
                                                                                if 'counterSet' in keys377:
                                                                                    field378 = list(map(_get, maps376, repeat('counterSet')))
                                                                                    kinds379 = set(map(type, field378))
                                                                                    if not kinds379 <= _STRINGS: return False
                                                                                if 'counters' in keys377:
                                                                                    field380 = list(map(_get, maps376, repeat('counters')))
                                                                                    kinds381 = set(map(type, field380))
                                                                                    if not kinds381 <= _DICTS: return False
                                                                                    maps382 = list(filter(None, field380)) if _NONE in kinds381 else field380
                                                                                    members383 = list(chain.from_iterable(map(dict.values, maps382)))
                                                                                    kinds384 = set(map(type, members383))
                                                                                    if not kinds384 <= _DICTS: return False
                                                                                    maps385 = list(filter(None, members383)) if _NONE in kinds384 else members383
                                                                                    keys386 = set().union(*maps385)
                                                                                    if not keys386 <= {'value'}: return False
                                                                                    if 'value' in keys386:
                                                                                        field387 = list(map(_get, maps385, repeat('value')))
                                                                                        kinds388 = set(map(type, field387))
                                                                                        if not kinds388 <= _STRINGS: return False
                                                                                        strings389 = _present(field387) if _NONE in kinds388 else field387
                                                                                        if not all(map(_quantity_match, strings389)): return False
                                                                                if 'compatibilityGroups' in keys377:
                                                                                    field390 = list(map(_get, maps376, repeat('compatibilityGroups')))
                                                                                    kinds391 = set(map(type, field390))
                                                                                    if not kinds391 <= _LISTS: return False
                                                                                    items392 = list(chain.from_iterable(filter(None, field390)))
                                                                                    kinds393 = set(map(type, items392))
                                                                                    if not kinds393 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_394(item338):
                                                                                for i374, item373 in enumerate(item338):
                                                                                    if item373 is not None:
                                                                                        if type(item373) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type v1beta2.DeviceCounterConsumption'.format(go_kind(item373))))
                                                                                        else:
                                                                                            for key395, item396 in item373.items():
                                                                                                if key395 == 'counterSet':
                                                                                                    if item396 is not None:
                                                                                                        if type(item396) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counterSet of type string'.format(go_kind(item396))))
                                                                                                elif key395 == 'counters':
                                                                                                    if item396 is not None:
                                                                                                        if type(item396) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type map[string]v1beta2.Counter'.format(go_kind(item396))))
                                                                                                        else:
                                                                                                            for key397, item398 in item396.items():
                                                                                                                if True:
                                                                                                                    if item398 is not None:
                                                                                                                        if type(item398) is not dict:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (key397,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type v1beta2.Counter'.format(go_kind(item398))))
                                                                                                                        else:
                                                                                                                            for key399, item400 in item398.items():
                                                                                                                                if key399 == 'value':
                                                                                                                                    if item400 is not None and not (type(item400) is str and _quantity_ok(item400) or type(item400) is int or isinstance(item400, float)):
                                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (key397,) + (key399,), QUANTITY_FORMAT))
                                                                                                                                else:
                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (key397,) + (key399,))
                                                                                                elif key395 == 'compatibilityGroups':
                                                                                                    if item396 is not None:
                                                                                                        if type(item396) is not list:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item396))))
                                                                                                        else:
                                                                                                            def together_404(values):
                                                                                                                kinds403 = set(map(type, values))
                                                                                                                if not kinds403 <= _STRINGS: return False
                                                                                                                return True
                                                                                                            if len(item396) < 8 or not together_404(item396):
                                                                                                                for i402, item401 in enumerate(item396):
                                                                                                                    if item401 is not None:
                                                                                                                        if type(item401) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,) + (i402,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type string'.format(go_kind(item401))))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (i374,) + (key395,))
                                                                elif key337 == 'nodeName':
                                                                    if item338 is not None:
                                                                        if type(item338) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeName of type string'.format(go_kind(item338))))
                                                                elif key337 == 'nodeSelector':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeSelector of type v1.NodeSelector'.format(go_kind(item338))))
                                                                        else:
                                                                            for key405, item406 in item338.items():
                                                                                if key405 == 'nodeSelectorTerms':
                                                                                    if item406 is not None:
                                                                                        if type(item406) is not list:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item406))))
                                                                                        else:
                                                                                            def together_440(values):
                                                                                                kinds409 = set(map(type, values))
                                                                                                if not kinds409 <= _DICTS: return False
                                                                                                maps410 = list(filter(None, values)) if _NONE in kinds409 else values
                                                                                                keys411 = set().union(*maps410)
                                                                                                if not keys411 <= {'matchExpressions', 'matchFields'}: return False
                                                                                                if 'matchExpressions' in keys411:
                                                                                                    field412 = list(map(_get, maps410, repeat('matchExpressions')))
                                                                                                    kinds413 = set(map(type, field412))
                                                                                                    if not kinds413 <= _LISTS: return False
                                                                                                    items414 = list(chain.from_iterable(filter(None, field412)))
                                                                                                    kinds415 = set(map(type, items414))
                                                                                                    if not kinds415 <= _DICTS: return False
                                                                                                    maps416 = list(filter(None, items414)) if _NONE in kinds415 else items414
                                                                                                    keys417 = set().union(*maps416)
                                                                                                    if not keys417 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys417:
                                                                                                        field418 = list(map(_get, maps416, repeat('key')))
                                                                                                        kinds419 = set(map(type, field418))
                                                                                                        if not kinds419 <= _STRINGS: return False
                                                                                                    if 'operator' in keys417:
                                                                                                        field420 = list(map(_get, maps416, repeat('operator')))
                                                                                                        kinds421 = set(map(type, field420))
                                                                                                        if not kinds421 <= _STRINGS: return False
                                                                                                    if 'values' in keys417:
                                                                                                        field422 = list(map(_get, maps416, repeat('values')))
                                                                                                        kinds423 = set(map(type, field422))
                                                                                                        if not kinds423 <= _LISTS: return False
                                                                                                        items424 = list(chain.from_iterable(filter(None, field422)))
                                                                                                        kinds425 = set(map(type, items424))
                                                                                                        if not kinds425 <= _STRINGS: return False
                                                                                                if 'matchFields' in keys411:
                                                                                                    field426 = list(map(_get, maps410, repeat('matchFields')))
                                                                                                    kinds427 = set(map(type, field426))
                                                                                                    if not kinds427 <= _LISTS: return False
                                                                                                    items428 = list(chain.from_iterable(filter(None, field426)))
                                                                                                    kinds429 = set(map(type, items428))
                                                                                                    if not kinds429 <= _DICTS: return False
                                                                                                    maps430 = list(filter(None, items428)) if _NONE in kinds429 else items428
                                                                                                    keys431 = set().union(*maps430)
                                                                                                    if not keys431 <= {'key', 'operator', 'values'}: return False
                                                                                                    if 'key' in keys431:
                                                                                                        field432 = list(map(_get, maps430, repeat('key')))
                                                                                                        kinds433 = set(map(type, field432))
                                                                                                        if not kinds433 <= _STRINGS: return False
                                                                                                    if 'operator' in keys431:
                                                                                                        field434 = list(map(_get, maps430, repeat('operator')))
                                                                                                        kinds435 = set(map(type, field434))
                                                                                                        if not kinds435 <= _STRINGS: return False
                                                                                                    if 'values' in keys431:
                                                                                                        field436 = list(map(_get, maps430, repeat('values')))
                                                                                                        kinds437 = set(map(type, field436))
                                                                                                        if not kinds437 <= _LISTS: return False
                                                                                                        items438 = list(chain.from_iterable(filter(None, field436)))
                                                                                                        kinds439 = set(map(type, items438))
                                                                                                        if not kinds439 <= _STRINGS: return False
                                                                                                return True
                                                                                            if len(item406) < 8 or not together_440(item406):
                                                                                                for i408, item407 in enumerate(item406):
                                                                                                    if item407 is not None:
                                                                                                        if type(item407) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item407))))
                                                                                                        else:
                                                                                                            for key441, item442 in item407.items():
                                                                                                                if key441 == 'matchExpressions':
                                                                                                                    if item442 is not None:
                                                                                                                        if type(item442) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item442))))
                                                                                                                        else:
                                                                                                                            def together_456(values):
                                                                                                                                kinds445 = set(map(type, values))
                                                                                                                                if not kinds445 <= _DICTS: return False
                                                                                                                                maps446 = list(filter(None, values)) if _NONE in kinds445 else values
                                                                                                                                keys447 = set().union(*maps446)
                                                                                                                                if not keys447 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys447:
                                                                                                                                    field448 = list(map(_get, maps446, repeat('key')))
                                                                                                                                    kinds449 = set(map(type, field448))
                                                                                                                                    if not kinds449 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys447:
                                                                                                                                    field450 = list(map(_get, maps446, repeat('operator')))
                                                                                                                                    kinds451 = set(map(type, field450))
                                                                                                                                    if not kinds451 <= _STRINGS: return False
                                                                                                                                if 'values' in keys447:
                                                                                                                                    field452 = list(map(_get, maps446, repeat('values')))
                                                                                                                                    kinds453 = set(map(type, field452))
                                                                                                                                    if not kinds453 <= _LISTS: return False
                                                                                                                                    items454 = list(chain.from_iterable(filter(None, field452)))
                                                                                                                                    kinds455 = set(map(type, items454))
                                                                                                                                    if not kinds455 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item442) < 8 or not together_456(item442):
                                                                                                                                for i444, item443 in enumerate(item442):
                                                                                                                                    if item443 is not None:
                                                                                                                                        if type(item443) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item443))))
                                                                                                                                        else:
                                                                                                                                            for key457, item458 in item443.items():
                                                                                                                                                if key457 == 'key':
                                                                                                                                                    if item458 is not None:
                                                                                                                                                        if type(item458) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item458))))
                                                                                                                                                elif key457 == 'operator':
                                                                                                                                                    if item458 is not None:
                                                                                                                                                        if type(item458) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item458))))
                                                                                                                                                elif key457 == 'values':
                                                                                                                                                    if item458 is not None:
                                                                                                                                                        if type(item458) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item458))))
                                                                                                                                                        else:
                                                                                                                                                            def together_462(values):
                                                                                                                                                                kinds461 = set(map(type, values))
                                                                                                                                                                if not kinds461 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item458) < 8 or not together_462(item458):
                                                                                                                                                                for i460, item459 in enumerate(item458):
                                                                                                                                                                    if item459 is not None:
                                                                                                                                                                        if type(item459) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,) + (i460,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item459))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i444,) + (key457,))
                                                                                                                elif key441 == 'matchFields':
                                                                                                                    if item442 is not None:
                                                                                                                        if type(item442) is not list:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item442))))
                                                                                                                        else:
                                                                                                                            def together_476(values):
                                                                                                                                kinds465 = set(map(type, values))
                                                                                                                                if not kinds465 <= _DICTS: return False
                                                                                                                                maps466 = list(filter(None, values)) if _NONE in kinds465 else values
                                                                                                                                keys467 = set().union(*maps466)
                                                                                                                                if not keys467 <= {'key', 'operator', 'values'}: return False
                                                                                                                                if 'key' in keys467:
                                                                                                                                    field468 = list(map(_get, maps466, repeat('key')))
                                                                                                                                    kinds469 = set(map(type, field468))
                                                                                                                                    if not kinds469 <= _STRINGS: return False
                                                                                                                                if 'operator' in keys467:
                                                                                                                                    field470 = list(map(_get, maps466, repeat('operator')))
                                                                                                                                    kinds471 = set(map(type, field470))
                                                                                                                                    if not kinds471 <= _STRINGS: return False
                                                                                                                                if 'values' in keys467:
                                                                                                                                    field472 = list(map(_get, maps466, repeat('values')))
                                                                                                                                    kinds473 = set(map(type, field472))
                                                                                                                                    if not kinds473 <= _LISTS: return False
                                                                                                                                    items474 = list(chain.from_iterable(filter(None, field472)))
                                                                                                                                    kinds475 = set(map(type, items474))
                                                                                                                                    if not kinds475 <= _STRINGS: return False
                                                                                                                                return True
                                                                                                                            if len(item442) < 8 or not together_476(item442):
                                                                                                                                for i464, item463 in enumerate(item442):
                                                                                                                                    if item463 is not None:
                                                                                                                                        if type(item463) is not dict:
                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item463))))
                                                                                                                                        else:
                                                                                                                                            for key477, item478 in item463.items():
                                                                                                                                                if key477 == 'key':
                                                                                                                                                    if item478 is not None:
                                                                                                                                                        if type(item478) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item478))))
                                                                                                                                                elif key477 == 'operator':
                                                                                                                                                    if item478 is not None:
                                                                                                                                                        if type(item478) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item478))))
                                                                                                                                                elif key477 == 'values':
                                                                                                                                                    if item478 is not None:
                                                                                                                                                        if type(item478) is not list:
                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item478))))
                                                                                                                                                        else:
                                                                                                                                                            def together_482(values):
                                                                                                                                                                kinds481 = set(map(type, values))
                                                                                                                                                                if not kinds481 <= _STRINGS: return False
                                                                                                                                                                return True
                                                                                                                                                            if len(item478) < 8 or not together_482(item478):
                                                                                                                                                                for i480, item479 in enumerate(item478):
                                                                                                                                                                    if item479 is not None:
                                                                                                                                                                        if type(item479) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,) + (i480,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item479))))
                                                                                                                                                else:
                                                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,) + (i464,) + (key477,))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,) + (i408,) + (key441,))
                                                                                else:
                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key405,))
                                                                elif key337 == 'allNodes':
                                                                    if item338 is not None and type(item338) is not bool:
                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allNodes of type bool'.format(go_kind(item338))))
                                                                elif key337 == 'taints':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type []v1beta2.DeviceTaint'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_497(values):
                                                                                kinds485 = set(map(type, values))
                                                                                if not kinds485 <= _DICTS: return False
                                                                                maps486 = list(filter(None, values)) if _NONE in kinds485 else values
                                                                                keys487 = set().union(*maps486)
                                                                                if not keys487 <= {'effect', 'key', 'timeAdded', 'value'}: return False
                                                                                if 'key' in keys487:
                                                                                    field488 = list(map(_get, maps486, repeat('key')))
                                                                                    kinds489 = set(map(type, field488))
                                                                                    if not kinds489 <= _STRINGS: return False
                                                                                if 'value' in keys487:
                                                                                    field490 = list(map(_get, maps486, repeat('value')))
                                                                                    kinds491 = set(map(type, field490))
                                                                                    if not kinds491 <= _STRINGS: return False
                                                                                if 'effect' in keys487:
                                                                                    field492 = list(map(_get, maps486, repeat('effect')))
                                                                                    kinds493 = set(map(type, field492))
                                                                                    if not kinds493 <= _STRINGS: return False
                                                                                if 'timeAdded' in keys487:
                                                                                    field494 = list(map(_get, maps486, repeat('timeAdded')))
                                                                                    kinds495 = set(map(type, field494))
                                                                                    if not kinds495 <= _STRINGS: return False
                                                                                    strings496 = _present(field494) if _NONE in kinds495 else field494
                                                                                    if not all(map(_valid_time, strings496)): return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_497(item338):
                                                                                for i484, item483 in enumerate(item338):
                                                                                    if item483 is not None:
                                                                                        if type(item483) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type v1beta2.DeviceTaint'.format(go_kind(item483))))
                                                                                        else:
                                                                                            for key498, item499 in item483.items():
                                                                                                if key498 == 'key':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.key of type string'.format(go_kind(item499))))
                                                                                                elif key498 == 'value':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.value of type string'.format(go_kind(item499))))
                                                                                                elif key498 == 'effect':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.effect of type v1beta2.DeviceTaintEffect'.format(go_kind(item499))))
                                                                                                elif key498 == 'timeAdded':
                                                                                                    if item499 is not None:
                                                                                                        if type(item499) is not str:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.timeAdded of type v1.Time'.format(go_kind(item499))))
                                                                                                        elif not _valid_time(item499):
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,), 'parsing time "' + item499 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (i484,) + (key498,))
                                                                elif key337 == 'bindsToNode':
                                                                    if item338 is not None and type(item338) is not bool:
                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindsToNode of type bool'.format(go_kind(item338))))
                                                                elif key337 == 'bindingConditions':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type []string'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_503(values):
                                                                                kinds502 = set(map(type, values))
                                                                                if not kinds502 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_503(item338):
                                                                                for i501, item500 in enumerate(item338):
                                                                                    if item500 is not None:
                                                                                        if type(item500) is not str:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i501,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type string'.format(go_kind(item500))))
                                                                elif key337 == 'bindingFailureConditions':
                                                                    if item338 is not None:
                                                                        if type(item338) is not list:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type []string'.format(go_kind(item338))))
                                                                        else:
                                                                            def together_507(values):
                                                                                kinds506 = set(map(type, values))
                                                                                if not kinds506 <= _STRINGS: return False
                                                                                return True
                                                                            if len(item338) < 8 or not together_507(item338):
                                                                                for i505, item504 in enumerate(item338):
                                                                                    if item504 is not None:
                                                                                        if type(item504) is not str:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (i505,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type string'.format(go_kind(item504))))
                                                                elif key337 == 'allowMultipleAllocations':
                                                                    if item338 is not None and type(item338) is not bool:
                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allowMultipleAllocations of type bool'.format(go_kind(item338))))
                                                                elif key337 == 'nodeAllocatableResources':
                                                                    if item338 is not None:
                                                                        if type(item338) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type map[v1.ResourceName]v1beta2.NodeAllocatableResource'.format(go_kind(item338))))
                                                                        else:
                                                                            for key508, item509 in item338.items():
                                                                                if True:
                                                                                    if item509 is not None:
                                                                                        if type(item509) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type v1beta2.NodeAllocatableResource'.format(go_kind(item509))))
                                                                                        else:
                                                                                            for key510, item511 in item509.items():
                                                                                                if key510 == 'mapping':
                                                                                                    if item511 is not None:
                                                                                                        if type(item511) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.mapping of type v1beta2.NodeAllocatableMapping'.format(go_kind(item511))))
                                                                                                        else:
                                                                                                            for key512, item513 in item511.items():
                                                                                                                if key512 == 'capacityKey':
                                                                                                                    if item513 is not None:
                                                                                                                        if type(item513) is not str:
                                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.nodeAllocatableResources.mapping.capacityKey of type v1beta2.QualifiedName'.format(go_kind(item513))))
                                                                                                                elif key512 == 'capacityMultiplier':
                                                                                                                    if item513 is not None and not (type(item513) is str and _quantity_ok(item513) or type(item513) is int or isinstance(item513, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,), QUANTITY_FORMAT))
                                                                                                                elif key512 == 'deviceMultiplier':
                                                                                                                    if item513 is not None and not (type(item513) is str and _quantity_ok(item513) or type(item513) is int or isinstance(item513, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key512,))
                                                                                                elif key510 == 'overhead':
                                                                                                    if item511 is not None:
                                                                                                        if type(item511) is not dict:
                                                                                                            errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.overhead of type v1beta2.NodeAllocatableOverhead'.format(go_kind(item511))))
                                                                                                        else:
                                                                                                            for key514, item515 in item511.items():
                                                                                                                if key514 == 'perPod':
                                                                                                                    if item515 is not None and not (type(item515) is str and _quantity_ok(item515) or type(item515) is int or isinstance(item515, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key514,), QUANTITY_FORMAT))
                                                                                                                elif key514 == 'perContainer':
                                                                                                                    if item515 is not None and not (type(item515) is str and _quantity_ok(item515) or type(item515) is int or isinstance(item515, float)):
                                                                                                                        errors.append((() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key514,), QUANTITY_FORMAT))
                                                                                                                else:
                                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,) + (key514,))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,) + (key508,) + (key510,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key59,) + (i142,) + (key337,))
                                elif key59 == 'perDeviceNodeSelection':
                                    if item60 is not None and type(item60) is not bool:
                                        errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item60))))
                                elif key59 == 'sharedCounters':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1beta2.CounterSet'.format(go_kind(item60))))
                                        else:
                                            def together_533(values):
                                                kinds518 = set(map(type, values))
                                                if not kinds518 <= _DICTS: return False
                                                maps519 = list(filter(None, values)) if _NONE in kinds518 else values
                                                keys520 = set().union(*maps519)
                                                if not keys520 <= {'counters', 'name'}: return False
                                                if 'name' in keys520:
                                                    field521 = list(map(_get, maps519, repeat('name')))
                                                    kinds522 = set(map(type, field521))
                                                    if not kinds522 <= _STRINGS: return False
                                                if 'counters' in keys520:
                                                    field523 = list(map(_get, maps519, repeat('counters')))
                                                    kinds524 = set(map(type, field523))
                                                    if not kinds524 <= _DICTS: return False
                                                    maps525 = list(filter(None, field523)) if _NONE in kinds524 else field523
                                                    members526 = list(chain.from_iterable(map(dict.values, maps525)))
                                                    kinds527 = set(map(type, members526))
                                                    if not kinds527 <= _DICTS: return False
                                                    maps528 = list(filter(None, members526)) if _NONE in kinds527 else members526
                                                    keys529 = set().union(*maps528)
                                                    if not keys529 <= {'value'}: return False
                                                    if 'value' in keys529:
                                                        field530 = list(map(_get, maps528, repeat('value')))
                                                        kinds531 = set(map(type, field530))
                                                        if not kinds531 <= _STRINGS: return False
                                                        strings532 = _present(field530) if _NONE in kinds531 else field530
                                                        if not all(map(_quantity_match, strings532)): return False
                                                return True
                                            if len(item60) < 8 or not together_533(item60):
                                                for i517, item516 in enumerate(item60):
                                                    if item516 is not None:
                                                        if type(item516) is not dict:
                                                            errors.append((() + (key1,) + (key59,) + (i517,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1beta2.CounterSet'.format(go_kind(item516))))
                                                        else:
                                                            for key534, item535 in item516.items():
                                                                if key534 == 'name':
                                                                    if item535 is not None:
                                                                        if type(item535) is not str:
                                                                            errors.append((() + (key1,) + (key59,) + (i517,) + (key534,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item535))))
                                                                elif key534 == 'counters':
                                                                    if item535 is not None:
                                                                        if type(item535) is not dict:
                                                                            errors.append((() + (key1,) + (key59,) + (i517,) + (key534,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1beta2.Counter'.format(go_kind(item535))))
                                                                        else:
                                                                            for key536, item537 in item535.items():
                                                                                if True:
                                                                                    if item537 is not None:
                                                                                        if type(item537) is not dict:
                                                                                            errors.append((() + (key1,) + (key59,) + (i517,) + (key534,) + (key536,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1beta2.Counter'.format(go_kind(item537))))
                                                                                        else:
                                                                                            for key538, item539 in item537.items():
                                                                                                if key538 == 'value':
                                                                                                    if item539 is not None and not (type(item539) is str and _quantity_ok(item539) or type(item539) is int or isinstance(item539, float)):
                                                                                                        errors.append((() + (key1,) + (key59,) + (i517,) + (key534,) + (key536,) + (key538,), QUANTITY_FORMAT))
                                                                                                else:
                                                                                                    unknown.append(() + (key1,) + (key59,) + (i517,) + (key534,) + (key536,) + (key538,))
                                                                else:
                                                                    unknown.append(() + (key1,) + (key59,) + (i517,) + (key534,))
                                elif key59 == 'partitionTypeAttribute':
                                    if item60 is not None:
                                        if type(item60) is not str:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1beta2.FullyQualifiedName'.format(go_kind(item60))))
                                elif key59 == 'skipNodeOperations':
                                    if item60 is not None:
                                        if type(item60) is not list:
                                            errors.append((() + (key1,) + (key59,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item60))))
                                        else:
                                            def together_543(values):
                                                kinds542 = set(map(type, values))
                                                if not kinds542 <= _STRINGS: return False
                                                return True
                                            if len(item60) < 8 or not together_543(item60):
                                                for i541, item540 in enumerate(item60):
                                                    if item540 is not None:
                                                        if type(item540) is not str:
                                                            errors.append((() + (key1,) + (key59,) + (i541,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item540))))
                                else:
                                    unknown.append(() + (key1,) + (key59,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown

CHECKERS = {
    (1326053201, 75436): check_0.__code__,  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json
    (3749331025, 75432): check_1.__code__,  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1beta1/DeviceMetadata.json
    (2694223968, 202466): check_2.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1/ResourceSlice.json
    (3071016026, 216368): check_3.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta1/ResourceSlice.json
    (1411509838, 202611): check_4.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta2/ResourceSlice.json
}
