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
                                            for i10, item9 in enumerate(item4):
                                                if item9 is not None:
                                                    if type(item9) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                    else:
                                                        for key11, item12 in item9.items():
                                                            if key11 == 'apiVersion':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item12))))
                                                            elif key11 == 'kind':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item12))))
                                                            elif key11 == 'name':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item12))))
                                                            elif key11 == 'uid':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item12))))
                                                            elif key11 == 'controller':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item12))))
                                                            elif key11 == 'blockOwnerDeletion':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item12))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i10,) + (key11,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            for i14, item13 in enumerate(item4):
                                                if item13 is not None:
                                                    if type(item13) is not str:
                                                        errors.append((() + (key1,) + (key3,) + (i14,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item13))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            for i16, item15 in enumerate(item4):
                                                if item15 is not None:
                                                    if type(item15) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i16,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item15))))
                                                    else:
                                                        for key17, item18 in item15.items():
                                                            if key17 == 'manager':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item18))))
                                                            elif key17 == 'operation':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item18))))
                                                            elif key17 == 'apiVersion':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item18))))
                                                            elif key17 == 'time':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item18))))
                                                                    elif not _valid_time(item18):
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'parsing time "' + item18 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                            elif key17 == 'fieldsType':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item18))))
                                                            elif key17 == 'fieldsV1':
                                                                if item18 is not None:
                                                                    if type(item18) is not dict:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item18))))
                                                                    else:
                                                                        for key19, item20 in item18.items():
                                                                            pass
                                                            elif key17 == 'subresource':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item18))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i16,) + (key17,))
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
                            for i22, item21 in enumerate(item2):
                                if item21 is not None:
                                    if type(item21) is not dict:
                                        errors.append((() + (key1,) + (i22,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type v1alpha1.DeviceMetadataRequest'.format(go_kind(item21))))
                                    else:
                                        for key23, item24 in item21.items():
                                            if key23 == 'name':
                                                if item24 is not None:
                                                    if type(item24) is not str:
                                                        errors.append((() + (key1,) + (i22,) + (key23,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.name of type string'.format(go_kind(item24))))
                                            elif key23 == 'devices':
                                                if item24 is not None:
                                                    if type(item24) is not list:
                                                        errors.append((() + (key1,) + (i22,) + (key23,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type []v1alpha1.Device'.format(go_kind(item24))))
                                                    else:
                                                        for i26, item25 in enumerate(item24):
                                                            if item25 is not None:
                                                                if type(item25) is not dict:
                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type v1alpha1.Device'.format(go_kind(item25))))
                                                                else:
                                                                    for key27, item28 in item25.items():
                                                                        if key27 == 'driver':
                                                                            if item28 is not None:
                                                                                if type(item28) is not str:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.driver of type string'.format(go_kind(item28))))
                                                                        elif key27 == 'pool':
                                                                            if item28 is not None:
                                                                                if type(item28) is not str:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.pool of type string'.format(go_kind(item28))))
                                                                        elif key27 == 'name':
                                                                            if item28 is not None:
                                                                                if type(item28) is not str:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.name of type string'.format(go_kind(item28))))
                                                                        elif key27 == 'attributes':
                                                                            if item28 is not None:
                                                                                if type(item28) is not dict:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item28))))
                                                                                else:
                                                                                    for key29, item30 in item28.items():
                                                                                        if True:
                                                                                            if item30 is not None:
                                                                                                if type(item30) is not dict:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item30))))
                                                                                                else:
                                                                                                    for key31, item32 in item30.items():
                                                                                                        if key31 == 'int':
                                                                                                            if item32 is not None and (type(item32) is not int or not INT64_MIN <= item32 <= INT64_MAX):
                                                                                                                if type(item32) is int:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + str(item32))))
                                                                                                                elif isinstance(item32, float):
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + _number_text(item32))))
                                                                                                                else:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format(go_kind(item32))))
                                                                                                        elif key31 == 'bool':
                                                                                                            if item32 is not None and type(item32) is not bool:
                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bool of type bool'.format(go_kind(item32))))
                                                                                                        elif key31 == 'string':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not str:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.string of type string'.format(go_kind(item32))))
                                                                                                        elif key31 == 'version':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not str:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.version of type string'.format(go_kind(item32))))
                                                                                                        elif key31 == 'ints':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type []int64'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i34, item33 in enumerate(item32):
                                                                                                                        if item33 is not None and (type(item33) is not int or not INT64_MIN <= item33 <= INT64_MAX):
                                                                                                                            if type(item33) is int:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i34,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + str(item33))))
                                                                                                                            elif isinstance(item33, float):
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i34,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + _number_text(item33))))
                                                                                                                            else:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i34,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format(go_kind(item33))))
                                                                                                        elif key31 == 'bools':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type []bool'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i36, item35 in enumerate(item32):
                                                                                                                        if item35 is not None and type(item35) is not bool:
                                                                                                                            errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i36,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type bool'.format(go_kind(item35))))
                                                                                                        elif key31 == 'strings':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type []string'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i38, item37 in enumerate(item32):
                                                                                                                        if item37 is not None:
                                                                                                                            if type(item37) is not str:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i38,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type string'.format(go_kind(item37))))
                                                                                                        elif key31 == 'versions':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type []string'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i40, item39 in enumerate(item32):
                                                                                                                        if item39 is not None:
                                                                                                                            if type(item39) is not str:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i40,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type string'.format(go_kind(item39))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,))
                                                                        elif key27 == 'networkData':
                                                                            if item28 is not None:
                                                                                if type(item28) is not dict:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.networkData of type v1.NetworkDeviceData'.format(go_kind(item28))))
                                                                                else:
                                                                                    for key41, item42 in item28.items():
                                                                                        if key41 == 'interfaceName':
                                                                                            if item42 is not None:
                                                                                                if type(item42) is not str:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.interfaceName of type string'.format(go_kind(item42))))
                                                                                        elif key41 == 'ips':
                                                                                            if item42 is not None:
                                                                                                if type(item42) is not list:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type []string'.format(go_kind(item42))))
                                                                                                else:
                                                                                                    for i44, item43 in enumerate(item42):
                                                                                                        if item43 is not None:
                                                                                                            if type(item43) is not str:
                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,) + (i44,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type string'.format(go_kind(item43))))
                                                                                        elif key41 == 'hardwareAddress':
                                                                                            if item42 is not None:
                                                                                                if type(item42) is not str:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.hardwareAddress of type string'.format(go_kind(item42))))
                                                                                        else:
                                                                                            unknown.append(() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,))
                                                                        else:
                                                                            unknown.append(() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,))
                                            else:
                                                unknown.append(() + (key1,) + (i22,) + (key23,))
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
                                            for i10, item9 in enumerate(item4):
                                                if item9 is not None:
                                                    if type(item9) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                    else:
                                                        for key11, item12 in item9.items():
                                                            if key11 == 'apiVersion':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item12))))
                                                            elif key11 == 'kind':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item12))))
                                                            elif key11 == 'name':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item12))))
                                                            elif key11 == 'uid':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item12))))
                                                            elif key11 == 'controller':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item12))))
                                                            elif key11 == 'blockOwnerDeletion':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item12))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i10,) + (key11,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            for i14, item13 in enumerate(item4):
                                                if item13 is not None:
                                                    if type(item13) is not str:
                                                        errors.append((() + (key1,) + (key3,) + (i14,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item13))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            for i16, item15 in enumerate(item4):
                                                if item15 is not None:
                                                    if type(item15) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i16,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item15))))
                                                    else:
                                                        for key17, item18 in item15.items():
                                                            if key17 == 'manager':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item18))))
                                                            elif key17 == 'operation':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item18))))
                                                            elif key17 == 'apiVersion':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item18))))
                                                            elif key17 == 'time':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item18))))
                                                                    elif not _valid_time(item18):
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'parsing time "' + item18 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                            elif key17 == 'fieldsType':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item18))))
                                                            elif key17 == 'fieldsV1':
                                                                if item18 is not None:
                                                                    if type(item18) is not dict:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item18))))
                                                                    else:
                                                                        for key19, item20 in item18.items():
                                                                            pass
                                                            elif key17 == 'subresource':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item18))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i16,) + (key17,))
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
                            for i22, item21 in enumerate(item2):
                                if item21 is not None:
                                    if type(item21) is not dict:
                                        errors.append((() + (key1,) + (i22,), 'json: cannot unmarshal {} into Go struct field DeviceMetadata.requests of type v1beta1.DeviceMetadataRequest'.format(go_kind(item21))))
                                    else:
                                        for key23, item24 in item21.items():
                                            if key23 == 'name':
                                                if item24 is not None:
                                                    if type(item24) is not str:
                                                        errors.append((() + (key1,) + (i22,) + (key23,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.name of type string'.format(go_kind(item24))))
                                            elif key23 == 'devices':
                                                if item24 is not None:
                                                    if type(item24) is not list:
                                                        errors.append((() + (key1,) + (i22,) + (key23,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type []v1beta1.Device'.format(go_kind(item24))))
                                                    else:
                                                        for i26, item25 in enumerate(item24):
                                                            if item25 is not None:
                                                                if type(item25) is not dict:
                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,), 'json: cannot unmarshal {} into Go struct field DeviceMetadataRequest.requests.devices of type v1beta1.Device'.format(go_kind(item25))))
                                                                else:
                                                                    for key27, item28 in item25.items():
                                                                        if key27 == 'driver':
                                                                            if item28 is not None:
                                                                                if type(item28) is not str:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.driver of type string'.format(go_kind(item28))))
                                                                        elif key27 == 'pool':
                                                                            if item28 is not None:
                                                                                if type(item28) is not str:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.pool of type string'.format(go_kind(item28))))
                                                                        elif key27 == 'name':
                                                                            if item28 is not None:
                                                                                if type(item28) is not str:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.name of type string'.format(go_kind(item28))))
                                                                        elif key27 == 'attributes':
                                                                            if item28 is not None:
                                                                                if type(item28) is not dict:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item28))))
                                                                                else:
                                                                                    for key29, item30 in item28.items():
                                                                                        if True:
                                                                                            if item30 is not None:
                                                                                                if type(item30) is not dict:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item30))))
                                                                                                else:
                                                                                                    for key31, item32 in item30.items():
                                                                                                        if key31 == 'int':
                                                                                                            if item32 is not None and (type(item32) is not int or not INT64_MIN <= item32 <= INT64_MAX):
                                                                                                                if type(item32) is int:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + str(item32))))
                                                                                                                elif isinstance(item32, float):
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format('number ' + _number_text(item32))))
                                                                                                                else:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.int of type int64'.format(go_kind(item32))))
                                                                                                        elif key31 == 'bool':
                                                                                                            if item32 is not None and type(item32) is not bool:
                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bool of type bool'.format(go_kind(item32))))
                                                                                                        elif key31 == 'string':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not str:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.string of type string'.format(go_kind(item32))))
                                                                                                        elif key31 == 'version':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not str:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.version of type string'.format(go_kind(item32))))
                                                                                                        elif key31 == 'ints':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type []int64'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i34, item33 in enumerate(item32):
                                                                                                                        if item33 is not None and (type(item33) is not int or not INT64_MIN <= item33 <= INT64_MAX):
                                                                                                                            if type(item33) is int:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i34,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + str(item33))))
                                                                                                                            elif isinstance(item33, float):
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i34,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format('number ' + _number_text(item33))))
                                                                                                                            else:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i34,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.ints of type int64'.format(go_kind(item33))))
                                                                                                        elif key31 == 'bools':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type []bool'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i36, item35 in enumerate(item32):
                                                                                                                        if item35 is not None and type(item35) is not bool:
                                                                                                                            errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i36,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.bools of type bool'.format(go_kind(item35))))
                                                                                                        elif key31 == 'strings':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type []string'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i38, item37 in enumerate(item32):
                                                                                                                        if item37 is not None:
                                                                                                                            if type(item37) is not str:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i38,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.strings of type string'.format(go_kind(item37))))
                                                                                                        elif key31 == 'versions':
                                                                                                            if item32 is not None:
                                                                                                                if type(item32) is not list:
                                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type []string'.format(go_kind(item32))))
                                                                                                                else:
                                                                                                                    for i40, item39 in enumerate(item32):
                                                                                                                        if item39 is not None:
                                                                                                                            if type(item39) is not str:
                                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,) + (i40,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.requests.devices.attributes.versions of type string'.format(go_kind(item39))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key29,) + (key31,))
                                                                        elif key27 == 'networkData':
                                                                            if item28 is not None:
                                                                                if type(item28) is not dict:
                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,), 'json: cannot unmarshal {} into Go struct field Device.requests.devices.networkData of type v1.NetworkDeviceData'.format(go_kind(item28))))
                                                                                else:
                                                                                    for key41, item42 in item28.items():
                                                                                        if key41 == 'interfaceName':
                                                                                            if item42 is not None:
                                                                                                if type(item42) is not str:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.interfaceName of type string'.format(go_kind(item42))))
                                                                                        elif key41 == 'ips':
                                                                                            if item42 is not None:
                                                                                                if type(item42) is not list:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type []string'.format(go_kind(item42))))
                                                                                                else:
                                                                                                    for i44, item43 in enumerate(item42):
                                                                                                        if item43 is not None:
                                                                                                            if type(item43) is not str:
                                                                                                                errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,) + (i44,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.ips of type string'.format(go_kind(item43))))
                                                                                        elif key41 == 'hardwareAddress':
                                                                                            if item42 is not None:
                                                                                                if type(item42) is not str:
                                                                                                    errors.append((() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,), 'json: cannot unmarshal {} into Go struct field NetworkDeviceData.requests.devices.networkData.hardwareAddress of type string'.format(go_kind(item42))))
                                                                                        else:
                                                                                            unknown.append(() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,) + (key41,))
                                                                        else:
                                                                            unknown.append(() + (key1,) + (i22,) + (key23,) + (i26,) + (key27,))
                                            else:
                                                unknown.append(() + (key1,) + (i22,) + (key23,))
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
                                            for i10, item9 in enumerate(item4):
                                                if item9 is not None:
                                                    if type(item9) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                    else:
                                                        for key11, item12 in item9.items():
                                                            if key11 == 'apiVersion':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item12))))
                                                            elif key11 == 'kind':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item12))))
                                                            elif key11 == 'name':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item12))))
                                                            elif key11 == 'uid':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item12))))
                                                            elif key11 == 'controller':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item12))))
                                                            elif key11 == 'blockOwnerDeletion':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item12))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i10,) + (key11,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            for i14, item13 in enumerate(item4):
                                                if item13 is not None:
                                                    if type(item13) is not str:
                                                        errors.append((() + (key1,) + (key3,) + (i14,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item13))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            for i16, item15 in enumerate(item4):
                                                if item15 is not None:
                                                    if type(item15) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i16,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item15))))
                                                    else:
                                                        for key17, item18 in item15.items():
                                                            if key17 == 'manager':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item18))))
                                                            elif key17 == 'operation':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item18))))
                                                            elif key17 == 'apiVersion':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item18))))
                                                            elif key17 == 'time':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item18))))
                                                                    elif not _valid_time(item18):
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'parsing time "' + item18 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                            elif key17 == 'fieldsType':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item18))))
                                                            elif key17 == 'fieldsV1':
                                                                if item18 is not None:
                                                                    if type(item18) is not dict:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item18))))
                                                                    else:
                                                                        for key19, item20 in item18.items():
                                                                            pass
                                                            elif key17 == 'subresource':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item18))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i16,) + (key17,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key21, item22 in item2.items():
                                if key21 == 'driver':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item22))))
                                elif key21 == 'pool':
                                    if item22 is not None:
                                        if type(item22) is not dict:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1.ResourcePool'.format(go_kind(item22))))
                                        else:
                                            for key23, item24 in item22.items():
                                                if key23 == 'name':
                                                    if item24 is not None:
                                                        if type(item24) is not str:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item24))))
                                                elif key23 == 'generation':
                                                    if item24 is not None and (type(item24) is not int or not INT64_MIN <= item24 <= INT64_MAX):
                                                        if type(item24) is int:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item24))))
                                                        elif isinstance(item24, float):
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item24))))
                                                        else:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item24))))
                                                elif key23 == 'resourceSliceCount':
                                                    if item24 is not None and (type(item24) is not int or not INT64_MIN <= item24 <= INT64_MAX):
                                                        if type(item24) is int:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item24))))
                                                        elif isinstance(item24, float):
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item24))))
                                                        else:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item24))))
                                                else:
                                                    unknown.append(() + (key1,) + (key21,) + (key23,))
                                elif key21 == 'nodeName':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item22))))
                                elif key21 == 'nodeSelector':
                                    if item22 is not None:
                                        if type(item22) is not dict:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item22))))
                                        else:
                                            for key25, item26 in item22.items():
                                                if key25 == 'nodeSelectorTerms':
                                                    if item26 is not None:
                                                        if type(item26) is not list:
                                                            errors.append((() + (key1,) + (key21,) + (key25,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item26))))
                                                        else:
                                                            for i28, item27 in enumerate(item26):
                                                                if item27 is not None:
                                                                    if type(item27) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item27))))
                                                                    else:
                                                                        for key29, item30 in item27.items():
                                                                            if key29 == 'matchExpressions':
                                                                                if item30 is not None:
                                                                                    if type(item30) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item30))))
                                                                                    else:
                                                                                        for i32, item31 in enumerate(item30):
                                                                                            if item31 is not None:
                                                                                                if type(item31) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item31))))
                                                                                                else:
                                                                                                    for key33, item34 in item31.items():
                                                                                                        if key33 == 'key':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item34))))
                                                                                                        elif key33 == 'operator':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item34))))
                                                                                                        elif key33 == 'values':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item34))))
                                                                                                                else:
                                                                                                                    for i36, item35 in enumerate(item34):
                                                                                                                        if item35 is not None:
                                                                                                                            if type(item35) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,) + (i36,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item35))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,))
                                                                            elif key29 == 'matchFields':
                                                                                if item30 is not None:
                                                                                    if type(item30) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item30))))
                                                                                    else:
                                                                                        for i38, item37 in enumerate(item30):
                                                                                            if item37 is not None:
                                                                                                if type(item37) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item37))))
                                                                                                else:
                                                                                                    for key39, item40 in item37.items():
                                                                                                        if key39 == 'key':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item40))))
                                                                                                        elif key39 == 'operator':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item40))))
                                                                                                        elif key39 == 'values':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item40))))
                                                                                                                else:
                                                                                                                    for i42, item41 in enumerate(item40):
                                                                                                                        if item41 is not None:
                                                                                                                            if type(item41) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,) + (i42,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item41))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,))
                                                                            else:
                                                                                unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,))
                                                else:
                                                    unknown.append(() + (key1,) + (key21,) + (key25,))
                                elif key21 == 'allNodes':
                                    if item22 is not None and type(item22) is not bool:
                                        errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item22))))
                                elif key21 == 'devices':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1.Device'.format(go_kind(item22))))
                                        else:
                                            for i44, item43 in enumerate(item22):
                                                if item43 is not None:
                                                    if type(item43) is not dict:
                                                        errors.append((() + (key1,) + (key21,) + (i44,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1.Device'.format(go_kind(item43))))
                                                    else:
                                                        for key45, item46 in item43.items():
                                                            if key45 == 'name':
                                                                if item46 is not None:
                                                                    if type(item46) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item46))))
                                                            elif key45 == 'attributes':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type map[v1.QualifiedName]v1.DeviceAttribute'.format(go_kind(item46))))
                                                                    else:
                                                                        for key47, item48 in item46.items():
                                                                            if True:
                                                                                if item48 is not None:
                                                                                    if type(item48) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type v1.DeviceAttribute'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for key49, item50 in item48.items():
                                                                                            if key49 == 'int':
                                                                                                if item50 is not None and (type(item50) is not int or not INT64_MIN <= item50 <= INT64_MAX):
                                                                                                    if type(item50) is int:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + str(item50))))
                                                                                                    elif isinstance(item50, float):
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + _number_text(item50))))
                                                                                                    else:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format(go_kind(item50))))
                                                                                            elif key49 == 'bool':
                                                                                                if item50 is not None and type(item50) is not bool:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bool of type bool'.format(go_kind(item50))))
                                                                                            elif key49 == 'string':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not str:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.string of type string'.format(go_kind(item50))))
                                                                                            elif key49 == 'version':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not str:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.version of type string'.format(go_kind(item50))))
                                                                                            elif key49 == 'ints':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type []int64'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i52, item51 in enumerate(item50):
                                                                                                            if item51 is not None and (type(item51) is not int or not INT64_MIN <= item51 <= INT64_MAX):
                                                                                                                if type(item51) is int:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i52,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + str(item51))))
                                                                                                                elif isinstance(item51, float):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i52,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + _number_text(item51))))
                                                                                                                else:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i52,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format(go_kind(item51))))
                                                                                            elif key49 == 'bools':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type []bool'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i54, item53 in enumerate(item50):
                                                                                                            if item53 is not None and type(item53) is not bool:
                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i54,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type bool'.format(go_kind(item53))))
                                                                                            elif key49 == 'strings':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type []string'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i56, item55 in enumerate(item50):
                                                                                                            if item55 is not None:
                                                                                                                if type(item55) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i56,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type string'.format(go_kind(item55))))
                                                                                            elif key49 == 'versions':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type []string'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i58, item57 in enumerate(item50):
                                                                                                            if item57 is not None:
                                                                                                                if type(item57) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i58,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type string'.format(go_kind(item57))))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,))
                                                            elif key45 == 'capacity':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type map[v1.QualifiedName]v1.DeviceCapacity'.format(go_kind(item46))))
                                                                    else:
                                                                        for key59, item60 in item46.items():
                                                                            if True:
                                                                                if item60 is not None:
                                                                                    if type(item60) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type v1.DeviceCapacity'.format(go_kind(item60))))
                                                                                    else:
                                                                                        for key61, item62 in item60.items():
                                                                                            if key61 == 'value':
                                                                                                if item62 is not None and not (type(item62) is str and _quantity_ok(item62) or type(item62) is int or isinstance(item62, float)):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,), QUANTITY_FORMAT))
                                                                                            elif key61 == 'requestPolicy':
                                                                                                if item62 is not None:
                                                                                                    if type(item62) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.capacity.requestPolicy of type v1.CapacityRequestPolicy'.format(go_kind(item62))))
                                                                                                    else:
                                                                                                        for key63, item64 in item62.items():
                                                                                                            if key63 == 'default':
                                                                                                                if item64 is not None and not (type(item64) is str and _quantity_ok(item64) or type(item64) is int or isinstance(item64, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,), QUANTITY_FORMAT))
                                                                                                            elif key63 == 'validValues':
                                                                                                                if item64 is not None:
                                                                                                                    if type(item64) is not list:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item64))))
                                                                                                                    else:
                                                                                                                        for i66, item65 in enumerate(item64):
                                                                                                                            if item65 is not None and not (type(item65) is str and _quantity_ok(item65) or type(item65) is int or isinstance(item65, float)):
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (i66,), QUANTITY_FORMAT))
                                                                                                            elif key63 == 'validRange':
                                                                                                                if item64 is not None:
                                                                                                                    if type(item64) is not dict:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validRange of type v1.CapacityRequestPolicyRange'.format(go_kind(item64))))
                                                                                                                    else:
                                                                                                                        for key67, item68 in item64.items():
                                                                                                                            if key67 == 'min':
                                                                                                                                if item68 is not None and not (type(item68) is str and _quantity_ok(item68) or type(item68) is int or isinstance(item68, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,), QUANTITY_FORMAT))
                                                                                                                            elif key67 == 'max':
                                                                                                                                if item68 is not None and not (type(item68) is str and _quantity_ok(item68) or type(item68) is int or isinstance(item68, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,), QUANTITY_FORMAT))
                                                                                                                            elif key67 == 'step':
                                                                                                                                if item68 is not None and not (type(item68) is str and _quantity_ok(item68) or type(item68) is int or isinstance(item68, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,), QUANTITY_FORMAT))
                                                                                                                            else:
                                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,))
                                                            elif key45 == 'consumesCounters':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type []v1.DeviceCounterConsumption'.format(go_kind(item46))))
                                                                    else:
                                                                        for i70, item69 in enumerate(item46):
                                                                            if item69 is not None:
                                                                                if type(item69) is not dict:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type v1.DeviceCounterConsumption'.format(go_kind(item69))))
                                                                                else:
                                                                                    for key71, item72 in item69.items():
                                                                                        if key71 == 'counterSet':
                                                                                            if item72 is not None:
                                                                                                if type(item72) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counterSet of type string'.format(go_kind(item72))))
                                                                                        elif key71 == 'counters':
                                                                                            if item72 is not None:
                                                                                                if type(item72) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type map[string]v1.Counter'.format(go_kind(item72))))
                                                                                                else:
                                                                                                    for key73, item74 in item72.items():
                                                                                                        if True:
                                                                                                            if item74 is not None:
                                                                                                                if type(item74) is not dict:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (key73,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type v1.Counter'.format(go_kind(item74))))
                                                                                                                else:
                                                                                                                    for key75, item76 in item74.items():
                                                                                                                        if key75 == 'value':
                                                                                                                            if item76 is not None and not (type(item76) is str and _quantity_ok(item76) or type(item76) is int or isinstance(item76, float)):
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (key73,) + (key75,), QUANTITY_FORMAT))
                                                                                                                        else:
                                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (key73,) + (key75,))
                                                                                        elif key71 == 'compatibilityGroups':
                                                                                            if item72 is not None:
                                                                                                if type(item72) is not list:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item72))))
                                                                                                else:
                                                                                                    for i78, item77 in enumerate(item72):
                                                                                                        if item77 is not None:
                                                                                                            if type(item77) is not str:
                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (i78,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type string'.format(go_kind(item77))))
                                                                                        else:
                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,))
                                                            elif key45 == 'nodeName':
                                                                if item46 is not None:
                                                                    if type(item46) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeName of type string'.format(go_kind(item46))))
                                                            elif key45 == 'nodeSelector':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeSelector of type v1.NodeSelector'.format(go_kind(item46))))
                                                                    else:
                                                                        for key79, item80 in item46.items():
                                                                            if key79 == 'nodeSelectorTerms':
                                                                                if item80 is not None:
                                                                                    if type(item80) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item80))))
                                                                                    else:
                                                                                        for i82, item81 in enumerate(item80):
                                                                                            if item81 is not None:
                                                                                                if type(item81) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item81))))
                                                                                                else:
                                                                                                    for key83, item84 in item81.items():
                                                                                                        if key83 == 'matchExpressions':
                                                                                                            if item84 is not None:
                                                                                                                if type(item84) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item84))))
                                                                                                                else:
                                                                                                                    for i86, item85 in enumerate(item84):
                                                                                                                        if item85 is not None:
                                                                                                                            if type(item85) is not dict:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item85))))
                                                                                                                            else:
                                                                                                                                for key87, item88 in item85.items():
                                                                                                                                    if key87 == 'key':
                                                                                                                                        if item88 is not None:
                                                                                                                                            if type(item88) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item88))))
                                                                                                                                    elif key87 == 'operator':
                                                                                                                                        if item88 is not None:
                                                                                                                                            if type(item88) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item88))))
                                                                                                                                    elif key87 == 'values':
                                                                                                                                        if item88 is not None:
                                                                                                                                            if type(item88) is not list:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item88))))
                                                                                                                                            else:
                                                                                                                                                for i90, item89 in enumerate(item88):
                                                                                                                                                    if item89 is not None:
                                                                                                                                                        if type(item89) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,) + (i90,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item89))))
                                                                                                                                    else:
                                                                                                                                        unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,))
                                                                                                        elif key83 == 'matchFields':
                                                                                                            if item84 is not None:
                                                                                                                if type(item84) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item84))))
                                                                                                                else:
                                                                                                                    for i92, item91 in enumerate(item84):
                                                                                                                        if item91 is not None:
                                                                                                                            if type(item91) is not dict:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item91))))
                                                                                                                            else:
                                                                                                                                for key93, item94 in item91.items():
                                                                                                                                    if key93 == 'key':
                                                                                                                                        if item94 is not None:
                                                                                                                                            if type(item94) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item94))))
                                                                                                                                    elif key93 == 'operator':
                                                                                                                                        if item94 is not None:
                                                                                                                                            if type(item94) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item94))))
                                                                                                                                    elif key93 == 'values':
                                                                                                                                        if item94 is not None:
                                                                                                                                            if type(item94) is not list:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item94))))
                                                                                                                                            else:
                                                                                                                                                for i96, item95 in enumerate(item94):
                                                                                                                                                    if item95 is not None:
                                                                                                                                                        if type(item95) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,) + (i96,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item95))))
                                                                                                                                    else:
                                                                                                                                        unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,))
                                                                            else:
                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,))
                                                            elif key45 == 'allNodes':
                                                                if item46 is not None and type(item46) is not bool:
                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allNodes of type bool'.format(go_kind(item46))))
                                                            elif key45 == 'taints':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type []v1.DeviceTaint'.format(go_kind(item46))))
                                                                    else:
                                                                        for i98, item97 in enumerate(item46):
                                                                            if item97 is not None:
                                                                                if type(item97) is not dict:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type v1.DeviceTaint'.format(go_kind(item97))))
                                                                                else:
                                                                                    for key99, item100 in item97.items():
                                                                                        if key99 == 'key':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.key of type string'.format(go_kind(item100))))
                                                                                        elif key99 == 'value':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.value of type string'.format(go_kind(item100))))
                                                                                        elif key99 == 'effect':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.effect of type v1.DeviceTaintEffect'.format(go_kind(item100))))
                                                                                        elif key99 == 'timeAdded':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.timeAdded of type v1.Time'.format(go_kind(item100))))
                                                                                                elif not _valid_time(item100):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'parsing time "' + item100 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                        else:
                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,))
                                                            elif key45 == 'bindsToNode':
                                                                if item46 is not None and type(item46) is not bool:
                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindsToNode of type bool'.format(go_kind(item46))))
                                                            elif key45 == 'bindingConditions':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type []string'.format(go_kind(item46))))
                                                                    else:
                                                                        for i102, item101 in enumerate(item46):
                                                                            if item101 is not None:
                                                                                if type(item101) is not str:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i102,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type string'.format(go_kind(item101))))
                                                            elif key45 == 'bindingFailureConditions':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type []string'.format(go_kind(item46))))
                                                                    else:
                                                                        for i104, item103 in enumerate(item46):
                                                                            if item103 is not None:
                                                                                if type(item103) is not str:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i104,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type string'.format(go_kind(item103))))
                                                            elif key45 == 'allowMultipleAllocations':
                                                                if item46 is not None and type(item46) is not bool:
                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allowMultipleAllocations of type bool'.format(go_kind(item46))))
                                                            elif key45 == 'nodeAllocatableResources':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type map[v1.ResourceName]v1.NodeAllocatableResource'.format(go_kind(item46))))
                                                                    else:
                                                                        for key105, item106 in item46.items():
                                                                            if True:
                                                                                if item106 is not None:
                                                                                    if type(item106) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type v1.NodeAllocatableResource'.format(go_kind(item106))))
                                                                                    else:
                                                                                        for key107, item108 in item106.items():
                                                                                            if key107 == 'mapping':
                                                                                                if item108 is not None:
                                                                                                    if type(item108) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.mapping of type v1.NodeAllocatableMapping'.format(go_kind(item108))))
                                                                                                    else:
                                                                                                        for key109, item110 in item108.items():
                                                                                                            if key109 == 'capacityKey':
                                                                                                                if item110 is not None:
                                                                                                                    if type(item110) is not str:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.nodeAllocatableResources.mapping.capacityKey of type v1.QualifiedName'.format(go_kind(item110))))
                                                                                                            elif key109 == 'capacityMultiplier':
                                                                                                                if item110 is not None and not (type(item110) is str and _quantity_ok(item110) or type(item110) is int or isinstance(item110, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,), QUANTITY_FORMAT))
                                                                                                            elif key109 == 'deviceMultiplier':
                                                                                                                if item110 is not None and not (type(item110) is str and _quantity_ok(item110) or type(item110) is int or isinstance(item110, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,), QUANTITY_FORMAT))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,))
                                                                                            elif key107 == 'overhead':
                                                                                                if item108 is not None:
                                                                                                    if type(item108) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.overhead of type v1.NodeAllocatableOverhead'.format(go_kind(item108))))
                                                                                                    else:
                                                                                                        for key111, item112 in item108.items():
                                                                                                            if key111 == 'perPod':
                                                                                                                if item112 is not None and not (type(item112) is str and _quantity_ok(item112) or type(item112) is int or isinstance(item112, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key111,), QUANTITY_FORMAT))
                                                                                                            elif key111 == 'perContainer':
                                                                                                                if item112 is not None and not (type(item112) is str and _quantity_ok(item112) or type(item112) is int or isinstance(item112, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key111,), QUANTITY_FORMAT))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key111,))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,))
                                                            else:
                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,))
                                elif key21 == 'perDeviceNodeSelection':
                                    if item22 is not None and type(item22) is not bool:
                                        errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item22))))
                                elif key21 == 'sharedCounters':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1.CounterSet'.format(go_kind(item22))))
                                        else:
                                            for i114, item113 in enumerate(item22):
                                                if item113 is not None:
                                                    if type(item113) is not dict:
                                                        errors.append((() + (key1,) + (key21,) + (i114,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1.CounterSet'.format(go_kind(item113))))
                                                    else:
                                                        for key115, item116 in item113.items():
                                                            if key115 == 'name':
                                                                if item116 is not None:
                                                                    if type(item116) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i114,) + (key115,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item116))))
                                                            elif key115 == 'counters':
                                                                if item116 is not None:
                                                                    if type(item116) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i114,) + (key115,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1.Counter'.format(go_kind(item116))))
                                                                    else:
                                                                        for key117, item118 in item116.items():
                                                                            if True:
                                                                                if item118 is not None:
                                                                                    if type(item118) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i114,) + (key115,) + (key117,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1.Counter'.format(go_kind(item118))))
                                                                                    else:
                                                                                        for key119, item120 in item118.items():
                                                                                            if key119 == 'value':
                                                                                                if item120 is not None and not (type(item120) is str and _quantity_ok(item120) or type(item120) is int or isinstance(item120, float)):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i114,) + (key115,) + (key117,) + (key119,), QUANTITY_FORMAT))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i114,) + (key115,) + (key117,) + (key119,))
                                                            else:
                                                                unknown.append(() + (key1,) + (key21,) + (i114,) + (key115,))
                                elif key21 == 'partitionTypeAttribute':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1.FullyQualifiedName'.format(go_kind(item22))))
                                elif key21 == 'skipNodeOperations':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item22))))
                                        else:
                                            for i122, item121 in enumerate(item22):
                                                if item121 is not None:
                                                    if type(item121) is not str:
                                                        errors.append((() + (key1,) + (key21,) + (i122,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item121))))
                                else:
                                    unknown.append(() + (key1,) + (key21,))
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
                                            for i10, item9 in enumerate(item4):
                                                if item9 is not None:
                                                    if type(item9) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                    else:
                                                        for key11, item12 in item9.items():
                                                            if key11 == 'apiVersion':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item12))))
                                                            elif key11 == 'kind':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item12))))
                                                            elif key11 == 'name':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item12))))
                                                            elif key11 == 'uid':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item12))))
                                                            elif key11 == 'controller':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item12))))
                                                            elif key11 == 'blockOwnerDeletion':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item12))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i10,) + (key11,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            for i14, item13 in enumerate(item4):
                                                if item13 is not None:
                                                    if type(item13) is not str:
                                                        errors.append((() + (key1,) + (key3,) + (i14,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item13))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            for i16, item15 in enumerate(item4):
                                                if item15 is not None:
                                                    if type(item15) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i16,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item15))))
                                                    else:
                                                        for key17, item18 in item15.items():
                                                            if key17 == 'manager':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item18))))
                                                            elif key17 == 'operation':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item18))))
                                                            elif key17 == 'apiVersion':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item18))))
                                                            elif key17 == 'time':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item18))))
                                                                    elif not _valid_time(item18):
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'parsing time "' + item18 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                            elif key17 == 'fieldsType':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item18))))
                                                            elif key17 == 'fieldsV1':
                                                                if item18 is not None:
                                                                    if type(item18) is not dict:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item18))))
                                                                    else:
                                                                        for key19, item20 in item18.items():
                                                                            pass
                                                            elif key17 == 'subresource':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item18))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i16,) + (key17,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1beta1.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key21, item22 in item2.items():
                                if key21 == 'driver':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item22))))
                                elif key21 == 'pool':
                                    if item22 is not None:
                                        if type(item22) is not dict:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1beta1.ResourcePool'.format(go_kind(item22))))
                                        else:
                                            for key23, item24 in item22.items():
                                                if key23 == 'name':
                                                    if item24 is not None:
                                                        if type(item24) is not str:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item24))))
                                                elif key23 == 'generation':
                                                    if item24 is not None and (type(item24) is not int or not INT64_MIN <= item24 <= INT64_MAX):
                                                        if type(item24) is int:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item24))))
                                                        elif isinstance(item24, float):
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item24))))
                                                        else:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item24))))
                                                elif key23 == 'resourceSliceCount':
                                                    if item24 is not None and (type(item24) is not int or not INT64_MIN <= item24 <= INT64_MAX):
                                                        if type(item24) is int:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item24))))
                                                        elif isinstance(item24, float):
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item24))))
                                                        else:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item24))))
                                                else:
                                                    unknown.append(() + (key1,) + (key21,) + (key23,))
                                elif key21 == 'nodeName':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item22))))
                                elif key21 == 'nodeSelector':
                                    if item22 is not None:
                                        if type(item22) is not dict:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item22))))
                                        else:
                                            for key25, item26 in item22.items():
                                                if key25 == 'nodeSelectorTerms':
                                                    if item26 is not None:
                                                        if type(item26) is not list:
                                                            errors.append((() + (key1,) + (key21,) + (key25,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item26))))
                                                        else:
                                                            for i28, item27 in enumerate(item26):
                                                                if item27 is not None:
                                                                    if type(item27) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item27))))
                                                                    else:
                                                                        for key29, item30 in item27.items():
                                                                            if key29 == 'matchExpressions':
                                                                                if item30 is not None:
                                                                                    if type(item30) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item30))))
                                                                                    else:
                                                                                        for i32, item31 in enumerate(item30):
                                                                                            if item31 is not None:
                                                                                                if type(item31) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item31))))
                                                                                                else:
                                                                                                    for key33, item34 in item31.items():
                                                                                                        if key33 == 'key':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item34))))
                                                                                                        elif key33 == 'operator':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item34))))
                                                                                                        elif key33 == 'values':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item34))))
                                                                                                                else:
                                                                                                                    for i36, item35 in enumerate(item34):
                                                                                                                        if item35 is not None:
                                                                                                                            if type(item35) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,) + (i36,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item35))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,))
                                                                            elif key29 == 'matchFields':
                                                                                if item30 is not None:
                                                                                    if type(item30) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item30))))
                                                                                    else:
                                                                                        for i38, item37 in enumerate(item30):
                                                                                            if item37 is not None:
                                                                                                if type(item37) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item37))))
                                                                                                else:
                                                                                                    for key39, item40 in item37.items():
                                                                                                        if key39 == 'key':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item40))))
                                                                                                        elif key39 == 'operator':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item40))))
                                                                                                        elif key39 == 'values':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item40))))
                                                                                                                else:
                                                                                                                    for i42, item41 in enumerate(item40):
                                                                                                                        if item41 is not None:
                                                                                                                            if type(item41) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,) + (i42,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item41))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,))
                                                                            else:
                                                                                unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,))
                                                else:
                                                    unknown.append(() + (key1,) + (key21,) + (key25,))
                                elif key21 == 'allNodes':
                                    if item22 is not None and type(item22) is not bool:
                                        errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item22))))
                                elif key21 == 'devices':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1beta1.Device'.format(go_kind(item22))))
                                        else:
                                            for i44, item43 in enumerate(item22):
                                                if item43 is not None:
                                                    if type(item43) is not dict:
                                                        errors.append((() + (key1,) + (key21,) + (i44,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1beta1.Device'.format(go_kind(item43))))
                                                    else:
                                                        for key45, item46 in item43.items():
                                                            if key45 == 'name':
                                                                if item46 is not None:
                                                                    if type(item46) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item46))))
                                                            elif key45 == 'basic':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.basic of type v1beta1.BasicDevice'.format(go_kind(item46))))
                                                                    else:
                                                                        for key47, item48 in item46.items():
                                                                            if key47 == 'attributes':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.attributes of type map[v1beta1.QualifiedName]v1beta1.DeviceAttribute'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for key49, item50 in item48.items():
                                                                                            if True:
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.attributes of type v1beta1.DeviceAttribute'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for key51, item52 in item50.items():
                                                                                                            if key51 == 'int':
                                                                                                                if item52 is not None and (type(item52) is not int or not INT64_MIN <= item52 <= INT64_MAX):
                                                                                                                    if type(item52) is int:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format('number ' + str(item52))))
                                                                                                                    elif isinstance(item52, float):
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format('number ' + _number_text(item52))))
                                                                                                                    else:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.int of type int64'.format(go_kind(item52))))
                                                                                                            elif key51 == 'bool':
                                                                                                                if item52 is not None and type(item52) is not bool:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bool of type bool'.format(go_kind(item52))))
                                                                                                            elif key51 == 'string':
                                                                                                                if item52 is not None:
                                                                                                                    if type(item52) is not str:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.string of type string'.format(go_kind(item52))))
                                                                                                            elif key51 == 'version':
                                                                                                                if item52 is not None:
                                                                                                                    if type(item52) is not str:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.version of type string'.format(go_kind(item52))))
                                                                                                            elif key51 == 'ints':
                                                                                                                if item52 is not None:
                                                                                                                    if type(item52) is not list:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type []int64'.format(go_kind(item52))))
                                                                                                                    else:
                                                                                                                        for i54, item53 in enumerate(item52):
                                                                                                                            if item53 is not None and (type(item53) is not int or not INT64_MIN <= item53 <= INT64_MAX):
                                                                                                                                if type(item53) is int:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,) + (i54,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format('number ' + str(item53))))
                                                                                                                                elif isinstance(item53, float):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,) + (i54,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format('number ' + _number_text(item53))))
                                                                                                                                else:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,) + (i54,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.ints of type int64'.format(go_kind(item53))))
                                                                                                            elif key51 == 'bools':
                                                                                                                if item52 is not None:
                                                                                                                    if type(item52) is not list:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bools of type []bool'.format(go_kind(item52))))
                                                                                                                    else:
                                                                                                                        for i56, item55 in enumerate(item52):
                                                                                                                            if item55 is not None and type(item55) is not bool:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,) + (i56,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.bools of type bool'.format(go_kind(item55))))
                                                                                                            elif key51 == 'strings':
                                                                                                                if item52 is not None:
                                                                                                                    if type(item52) is not list:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.strings of type []string'.format(go_kind(item52))))
                                                                                                                    else:
                                                                                                                        for i58, item57 in enumerate(item52):
                                                                                                                            if item57 is not None:
                                                                                                                                if type(item57) is not str:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,) + (i58,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.strings of type string'.format(go_kind(item57))))
                                                                                                            elif key51 == 'versions':
                                                                                                                if item52 is not None:
                                                                                                                    if type(item52) is not list:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.versions of type []string'.format(go_kind(item52))))
                                                                                                                    else:
                                                                                                                        for i60, item59 in enumerate(item52):
                                                                                                                            if item59 is not None:
                                                                                                                                if type(item59) is not str:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,) + (i60,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.basic.attributes.versions of type string'.format(go_kind(item59))))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (key51,))
                                                                            elif key47 == 'capacity':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.capacity of type map[v1beta1.QualifiedName]v1beta1.DeviceCapacity'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for key61, item62 in item48.items():
                                                                                            if True:
                                                                                                if item62 is not None:
                                                                                                    if type(item62) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.capacity of type v1beta1.DeviceCapacity'.format(go_kind(item62))))
                                                                                                    else:
                                                                                                        for key63, item64 in item62.items():
                                                                                                            if key63 == 'value':
                                                                                                                if item64 is not None and not (type(item64) is str and _quantity_ok(item64) or type(item64) is int or isinstance(item64, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,), QUANTITY_FORMAT))
                                                                                                            elif key63 == 'requestPolicy':
                                                                                                                if item64 is not None:
                                                                                                                    if type(item64) is not dict:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.basic.capacity.requestPolicy of type v1beta1.CapacityRequestPolicy'.format(go_kind(item64))))
                                                                                                                    else:
                                                                                                                        for key65, item66 in item64.items():
                                                                                                                            if key65 == 'default':
                                                                                                                                if item66 is not None and not (type(item66) is str and _quantity_ok(item66) or type(item66) is int or isinstance(item66, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,), QUANTITY_FORMAT))
                                                                                                                            elif key65 == 'validValues':
                                                                                                                                if item66 is not None:
                                                                                                                                    if type(item66) is not list:
                                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.basic.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item66))))
                                                                                                                                    else:
                                                                                                                                        for i68, item67 in enumerate(item66):
                                                                                                                                            if item67 is not None and not (type(item67) is str and _quantity_ok(item67) or type(item67) is int or isinstance(item67, float)):
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,) + (i68,), QUANTITY_FORMAT))
                                                                                                                            elif key65 == 'validRange':
                                                                                                                                if item66 is not None:
                                                                                                                                    if type(item66) is not dict:
                                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.basic.capacity.requestPolicy.validRange of type v1beta1.CapacityRequestPolicyRange'.format(go_kind(item66))))
                                                                                                                                    else:
                                                                                                                                        for key69, item70 in item66.items():
                                                                                                                                            if key69 == 'min':
                                                                                                                                                if item70 is not None and not (type(item70) is str and _quantity_ok(item70) or type(item70) is int or isinstance(item70, float)):
                                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,) + (key69,), QUANTITY_FORMAT))
                                                                                                                                            elif key69 == 'max':
                                                                                                                                                if item70 is not None and not (type(item70) is str and _quantity_ok(item70) or type(item70) is int or isinstance(item70, float)):
                                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,) + (key69,), QUANTITY_FORMAT))
                                                                                                                                            elif key69 == 'step':
                                                                                                                                                if item70 is not None and not (type(item70) is str and _quantity_ok(item70) or type(item70) is int or isinstance(item70, float)):
                                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,) + (key69,), QUANTITY_FORMAT))
                                                                                                                                            else:
                                                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,) + (key69,))
                                                                                                                            else:
                                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,) + (key65,))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key61,) + (key63,))
                                                                            elif key47 == 'consumesCounters':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.consumesCounters of type []v1beta1.DeviceCounterConsumption'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for i72, item71 in enumerate(item48):
                                                                                            if item71 is not None:
                                                                                                if type(item71) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.consumesCounters of type v1beta1.DeviceCounterConsumption'.format(go_kind(item71))))
                                                                                                else:
                                                                                                    for key73, item74 in item71.items():
                                                                                                        if key73 == 'counterSet':
                                                                                                            if item74 is not None:
                                                                                                                if type(item74) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counterSet of type string'.format(go_kind(item74))))
                                                                                                        elif key73 == 'counters':
                                                                                                            if item74 is not None:
                                                                                                                if type(item74) is not dict:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counters of type map[string]v1beta1.Counter'.format(go_kind(item74))))
                                                                                                                else:
                                                                                                                    for key75, item76 in item74.items():
                                                                                                                        if True:
                                                                                                                            if item76 is not None:
                                                                                                                                if type(item76) is not dict:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,) + (key75,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.counters of type v1beta1.Counter'.format(go_kind(item76))))
                                                                                                                                else:
                                                                                                                                    for key77, item78 in item76.items():
                                                                                                                                        if key77 == 'value':
                                                                                                                                            if item78 is not None and not (type(item78) is str and _quantity_ok(item78) or type(item78) is int or isinstance(item78, float)):
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,) + (key75,) + (key77,), QUANTITY_FORMAT))
                                                                                                                                        else:
                                                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,) + (key75,) + (key77,))
                                                                                                        elif key73 == 'compatibilityGroups':
                                                                                                            if item74 is not None:
                                                                                                                if type(item74) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item74))))
                                                                                                                else:
                                                                                                                    for i80, item79 in enumerate(item74):
                                                                                                                        if item79 is not None:
                                                                                                                            if type(item79) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,) + (i80,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.basic.consumesCounters.compatibilityGroups of type string'.format(go_kind(item79))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i72,) + (key73,))
                                                                            elif key47 == 'nodeName':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not str:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeName of type string'.format(go_kind(item48))))
                                                                            elif key47 == 'nodeSelector':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeSelector of type v1.NodeSelector'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for key81, item82 in item48.items():
                                                                                            if key81 == 'nodeSelectorTerms':
                                                                                                if item82 is not None:
                                                                                                    if type(item82) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.basic.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item82))))
                                                                                                    else:
                                                                                                        for i84, item83 in enumerate(item82):
                                                                                                            if item83 is not None:
                                                                                                                if type(item83) is not dict:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.basic.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item83))))
                                                                                                                else:
                                                                                                                    for key85, item86 in item83.items():
                                                                                                                        if key85 == 'matchExpressions':
                                                                                                                            if item86 is not None:
                                                                                                                                if type(item86) is not list:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item86))))
                                                                                                                                else:
                                                                                                                                    for i88, item87 in enumerate(item86):
                                                                                                                                        if item87 is not None:
                                                                                                                                            if type(item87) is not dict:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i88,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item87))))
                                                                                                                                            else:
                                                                                                                                                for key89, item90 in item87.items():
                                                                                                                                                    if key89 == 'key':
                                                                                                                                                        if item90 is not None:
                                                                                                                                                            if type(item90) is not str:
                                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i88,) + (key89,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item90))))
                                                                                                                                                    elif key89 == 'operator':
                                                                                                                                                        if item90 is not None:
                                                                                                                                                            if type(item90) is not str:
                                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i88,) + (key89,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item90))))
                                                                                                                                                    elif key89 == 'values':
                                                                                                                                                        if item90 is not None:
                                                                                                                                                            if type(item90) is not list:
                                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i88,) + (key89,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item90))))
                                                                                                                                                            else:
                                                                                                                                                                for i92, item91 in enumerate(item90):
                                                                                                                                                                    if item91 is not None:
                                                                                                                                                                        if type(item91) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i88,) + (key89,) + (i92,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item91))))
                                                                                                                                                    else:
                                                                                                                                                        unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i88,) + (key89,))
                                                                                                                        elif key85 == 'matchFields':
                                                                                                                            if item86 is not None:
                                                                                                                                if type(item86) is not list:
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item86))))
                                                                                                                                else:
                                                                                                                                    for i94, item93 in enumerate(item86):
                                                                                                                                        if item93 is not None:
                                                                                                                                            if type(item93) is not dict:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i94,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item93))))
                                                                                                                                            else:
                                                                                                                                                for key95, item96 in item93.items():
                                                                                                                                                    if key95 == 'key':
                                                                                                                                                        if item96 is not None:
                                                                                                                                                            if type(item96) is not str:
                                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i94,) + (key95,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item96))))
                                                                                                                                                    elif key95 == 'operator':
                                                                                                                                                        if item96 is not None:
                                                                                                                                                            if type(item96) is not str:
                                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i94,) + (key95,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item96))))
                                                                                                                                                    elif key95 == 'values':
                                                                                                                                                        if item96 is not None:
                                                                                                                                                            if type(item96) is not list:
                                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i94,) + (key95,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item96))))
                                                                                                                                                            else:
                                                                                                                                                                for i98, item97 in enumerate(item96):
                                                                                                                                                                    if item97 is not None:
                                                                                                                                                                        if type(item97) is not str:
                                                                                                                                                                            errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i94,) + (key95,) + (i98,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.basic.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item97))))
                                                                                                                                                    else:
                                                                                                                                                        unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,) + (i94,) + (key95,))
                                                                                                                        else:
                                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,) + (i84,) + (key85,))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key81,))
                                                                            elif key47 == 'allNodes':
                                                                                if item48 is not None and type(item48) is not bool:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.allNodes of type bool'.format(go_kind(item48))))
                                                                            elif key47 == 'taints':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.taints of type []v1beta1.DeviceTaint'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for i100, item99 in enumerate(item48):
                                                                                            if item99 is not None:
                                                                                                if type(item99) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.taints of type v1beta1.DeviceTaint'.format(go_kind(item99))))
                                                                                                else:
                                                                                                    for key101, item102 in item99.items():
                                                                                                        if key101 == 'key':
                                                                                                            if item102 is not None:
                                                                                                                if type(item102) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,) + (key101,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.key of type string'.format(go_kind(item102))))
                                                                                                        elif key101 == 'value':
                                                                                                            if item102 is not None:
                                                                                                                if type(item102) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,) + (key101,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.value of type string'.format(go_kind(item102))))
                                                                                                        elif key101 == 'effect':
                                                                                                            if item102 is not None:
                                                                                                                if type(item102) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,) + (key101,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.effect of type v1beta1.DeviceTaintEffect'.format(go_kind(item102))))
                                                                                                        elif key101 == 'timeAdded':
                                                                                                            if item102 is not None:
                                                                                                                if type(item102) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,) + (key101,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.basic.taints.timeAdded of type v1.Time'.format(go_kind(item102))))
                                                                                                                elif not _valid_time(item102):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,) + (key101,), 'parsing time "' + item102 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i100,) + (key101,))
                                                                            elif key47 == 'bindsToNode':
                                                                                if item48 is not None and type(item48) is not bool:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindsToNode of type bool'.format(go_kind(item48))))
                                                                            elif key47 == 'bindingConditions':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingConditions of type []string'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for i104, item103 in enumerate(item48):
                                                                                            if item103 is not None:
                                                                                                if type(item103) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i104,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingConditions of type string'.format(go_kind(item103))))
                                                                            elif key47 == 'bindingFailureConditions':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingFailureConditions of type []string'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for i106, item105 in enumerate(item48):
                                                                                            if item105 is not None:
                                                                                                if type(item105) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (i106,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.bindingFailureConditions of type string'.format(go_kind(item105))))
                                                                            elif key47 == 'allowMultipleAllocations':
                                                                                if item48 is not None and type(item48) is not bool:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.allowMultipleAllocations of type bool'.format(go_kind(item48))))
                                                                            elif key47 == 'nodeAllocatableResources':
                                                                                if item48 is not None:
                                                                                    if type(item48) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeAllocatableResources of type map[v1.ResourceName]v1beta1.NodeAllocatableResource'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for key107, item108 in item48.items():
                                                                                            if True:
                                                                                                if item108 is not None:
                                                                                                    if type(item108) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,), 'json: cannot unmarshal {} into Go struct field BasicDevice.spec.devices.basic.nodeAllocatableResources of type v1beta1.NodeAllocatableResource'.format(go_kind(item108))))
                                                                                                    else:
                                                                                                        for key109, item110 in item108.items():
                                                                                                            if key109 == 'mapping':
                                                                                                                if item110 is not None:
                                                                                                                    if type(item110) is not dict:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.basic.nodeAllocatableResources.mapping of type v1beta1.NodeAllocatableMapping'.format(go_kind(item110))))
                                                                                                                    else:
                                                                                                                        for key111, item112 in item110.items():
                                                                                                                            if key111 == 'capacityKey':
                                                                                                                                if item112 is not None:
                                                                                                                                    if type(item112) is not str:
                                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key111,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.basic.nodeAllocatableResources.mapping.capacityKey of type v1beta1.QualifiedName'.format(go_kind(item112))))
                                                                                                                            elif key111 == 'capacityMultiplier':
                                                                                                                                if item112 is not None and not (type(item112) is str and _quantity_ok(item112) or type(item112) is int or isinstance(item112, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key111,), QUANTITY_FORMAT))
                                                                                                                            elif key111 == 'deviceMultiplier':
                                                                                                                                if item112 is not None and not (type(item112) is str and _quantity_ok(item112) or type(item112) is int or isinstance(item112, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key111,), QUANTITY_FORMAT))
                                                                                                                            else:
                                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key111,))
                                                                                                            elif key109 == 'overhead':
                                                                                                                if item110 is not None:
                                                                                                                    if type(item110) is not dict:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.basic.nodeAllocatableResources.overhead of type v1beta1.NodeAllocatableOverhead'.format(go_kind(item110))))
                                                                                                                    else:
                                                                                                                        for key113, item114 in item110.items():
                                                                                                                            if key113 == 'perPod':
                                                                                                                                if item114 is not None and not (type(item114) is str and _quantity_ok(item114) or type(item114) is int or isinstance(item114, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key113,), QUANTITY_FORMAT))
                                                                                                                            elif key113 == 'perContainer':
                                                                                                                                if item114 is not None and not (type(item114) is str and _quantity_ok(item114) or type(item114) is int or isinstance(item114, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key113,), QUANTITY_FORMAT))
                                                                                                                            else:
                                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,) + (key113,))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key107,) + (key109,))
                                                                            else:
                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,))
                                                            else:
                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,))
                                elif key21 == 'perDeviceNodeSelection':
                                    if item22 is not None and type(item22) is not bool:
                                        errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item22))))
                                elif key21 == 'sharedCounters':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1beta1.CounterSet'.format(go_kind(item22))))
                                        else:
                                            for i116, item115 in enumerate(item22):
                                                if item115 is not None:
                                                    if type(item115) is not dict:
                                                        errors.append((() + (key1,) + (key21,) + (i116,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1beta1.CounterSet'.format(go_kind(item115))))
                                                    else:
                                                        for key117, item118 in item115.items():
                                                            if key117 == 'name':
                                                                if item118 is not None:
                                                                    if type(item118) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i116,) + (key117,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item118))))
                                                            elif key117 == 'counters':
                                                                if item118 is not None:
                                                                    if type(item118) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i116,) + (key117,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1beta1.Counter'.format(go_kind(item118))))
                                                                    else:
                                                                        for key119, item120 in item118.items():
                                                                            if True:
                                                                                if item120 is not None:
                                                                                    if type(item120) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i116,) + (key117,) + (key119,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1beta1.Counter'.format(go_kind(item120))))
                                                                                    else:
                                                                                        for key121, item122 in item120.items():
                                                                                            if key121 == 'value':
                                                                                                if item122 is not None and not (type(item122) is str and _quantity_ok(item122) or type(item122) is int or isinstance(item122, float)):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i116,) + (key117,) + (key119,) + (key121,), QUANTITY_FORMAT))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i116,) + (key117,) + (key119,) + (key121,))
                                                            else:
                                                                unknown.append(() + (key1,) + (key21,) + (i116,) + (key117,))
                                elif key21 == 'partitionTypeAttribute':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1beta1.FullyQualifiedName'.format(go_kind(item22))))
                                elif key21 == 'skipNodeOperations':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item22))))
                                        else:
                                            for i124, item123 in enumerate(item22):
                                                if item123 is not None:
                                                    if type(item123) is not str:
                                                        errors.append((() + (key1,) + (key21,) + (i124,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item123))))
                                else:
                                    unknown.append(() + (key1,) + (key21,))
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
                                            for i10, item9 in enumerate(item4):
                                                if item9 is not None:
                                                    if type(item9) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i10,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.ownerReferences of type v1.OwnerReference'.format(go_kind(item9))))
                                                    else:
                                                        for key11, item12 in item9.items():
                                                            if key11 == 'apiVersion':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.apiVersion of type string'.format(go_kind(item12))))
                                                            elif key11 == 'kind':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.kind of type string'.format(go_kind(item12))))
                                                            elif key11 == 'name':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.name of type string'.format(go_kind(item12))))
                                                            elif key11 == 'uid':
                                                                if item12 is not None:
                                                                    if type(item12) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.uid of type types.UID'.format(go_kind(item12))))
                                                            elif key11 == 'controller':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.controller of type bool'.format(go_kind(item12))))
                                                            elif key11 == 'blockOwnerDeletion':
                                                                if item12 is not None and type(item12) is not bool:
                                                                    errors.append((() + (key1,) + (key3,) + (i10,) + (key11,), 'json: cannot unmarshal {} into Go struct field OwnerReference.metadata.ownerReferences.blockOwnerDeletion of type bool'.format(go_kind(item12))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i10,) + (key11,))
                                elif key3 == 'finalizers':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type []string'.format(go_kind(item4))))
                                        else:
                                            for i14, item13 in enumerate(item4):
                                                if item13 is not None:
                                                    if type(item13) is not str:
                                                        errors.append((() + (key1,) + (key3,) + (i14,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.finalizers of type string'.format(go_kind(item13))))
                                elif key3 == 'managedFields':
                                    if item4 is not None:
                                        if type(item4) is not list:
                                            errors.append((() + (key1,) + (key3,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type []v1.ManagedFieldsEntry'.format(go_kind(item4))))
                                        else:
                                            for i16, item15 in enumerate(item4):
                                                if item15 is not None:
                                                    if type(item15) is not dict:
                                                        errors.append((() + (key1,) + (key3,) + (i16,), 'json: cannot unmarshal {} into Go struct field ObjectMeta.metadata.managedFields of type v1.ManagedFieldsEntry'.format(go_kind(item15))))
                                                    else:
                                                        for key17, item18 in item15.items():
                                                            if key17 == 'manager':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.manager of type string'.format(go_kind(item18))))
                                                            elif key17 == 'operation':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.operation of type v1.ManagedFieldsOperationType'.format(go_kind(item18))))
                                                            elif key17 == 'apiVersion':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.apiVersion of type string'.format(go_kind(item18))))
                                                            elif key17 == 'time':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.time of type v1.Time'.format(go_kind(item18))))
                                                                    elif not _valid_time(item18):
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'parsing time "' + item18 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                            elif key17 == 'fieldsType':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsType of type string'.format(go_kind(item18))))
                                                            elif key17 == 'fieldsV1':
                                                                if item18 is not None:
                                                                    if type(item18) is not dict:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.fieldsV1 of type v1.FieldsV1'.format(go_kind(item18))))
                                                                    else:
                                                                        for key19, item20 in item18.items():
                                                                            pass
                                                            elif key17 == 'subresource':
                                                                if item18 is not None:
                                                                    if type(item18) is not str:
                                                                        errors.append((() + (key1,) + (key3,) + (i16,) + (key17,), 'json: cannot unmarshal {} into Go struct field ManagedFieldsEntry.metadata.managedFields.subresource of type string'.format(go_kind(item18))))
                                                            else:
                                                                unknown.append(() + (key1,) + (key3,) + (i16,) + (key17,))
                                else:
                                    unknown.append(() + (key1,) + (key3,))
                elif key1 == 'spec':
                    if item2 is not None:
                        if type(item2) is not dict:
                            errors.append((() + (key1,), 'json: cannot unmarshal {} into Go struct field ResourceSlice.spec of type v1beta2.ResourceSliceSpec'.format(go_kind(item2))))
                        else:
                            for key21, item22 in item2.items():
                                if key21 == 'driver':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.driver of type string'.format(go_kind(item22))))
                                elif key21 == 'pool':
                                    if item22 is not None:
                                        if type(item22) is not dict:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.pool of type v1beta2.ResourcePool'.format(go_kind(item22))))
                                        else:
                                            for key23, item24 in item22.items():
                                                if key23 == 'name':
                                                    if item24 is not None:
                                                        if type(item24) is not str:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.name of type string'.format(go_kind(item24))))
                                                elif key23 == 'generation':
                                                    if item24 is not None and (type(item24) is not int or not INT64_MIN <= item24 <= INT64_MAX):
                                                        if type(item24) is int:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + str(item24))))
                                                        elif isinstance(item24, float):
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format('number ' + _number_text(item24))))
                                                        else:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.generation of type int64'.format(go_kind(item24))))
                                                elif key23 == 'resourceSliceCount':
                                                    if item24 is not None and (type(item24) is not int or not INT64_MIN <= item24 <= INT64_MAX):
                                                        if type(item24) is int:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + str(item24))))
                                                        elif isinstance(item24, float):
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format('number ' + _number_text(item24))))
                                                        else:
                                                            errors.append((() + (key1,) + (key21,) + (key23,), 'json: cannot unmarshal {} into Go struct field ResourcePool.spec.pool.resourceSliceCount of type int64'.format(go_kind(item24))))
                                                else:
                                                    unknown.append(() + (key1,) + (key21,) + (key23,))
                                elif key21 == 'nodeName':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeName of type string'.format(go_kind(item22))))
                                elif key21 == 'nodeSelector':
                                    if item22 is not None:
                                        if type(item22) is not dict:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.nodeSelector of type v1.NodeSelector'.format(go_kind(item22))))
                                        else:
                                            for key25, item26 in item22.items():
                                                if key25 == 'nodeSelectorTerms':
                                                    if item26 is not None:
                                                        if type(item26) is not list:
                                                            errors.append((() + (key1,) + (key21,) + (key25,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item26))))
                                                        else:
                                                            for i28, item27 in enumerate(item26):
                                                                if item27 is not None:
                                                                    if type(item27) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item27))))
                                                                    else:
                                                                        for key29, item30 in item27.items():
                                                                            if key29 == 'matchExpressions':
                                                                                if item30 is not None:
                                                                                    if type(item30) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item30))))
                                                                                    else:
                                                                                        for i32, item31 in enumerate(item30):
                                                                                            if item31 is not None:
                                                                                                if type(item31) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item31))))
                                                                                                else:
                                                                                                    for key33, item34 in item31.items():
                                                                                                        if key33 == 'key':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item34))))
                                                                                                        elif key33 == 'operator':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item34))))
                                                                                                        elif key33 == 'values':
                                                                                                            if item34 is not None:
                                                                                                                if type(item34) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item34))))
                                                                                                                else:
                                                                                                                    for i36, item35 in enumerate(item34):
                                                                                                                        if item35 is not None:
                                                                                                                            if type(item35) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,) + (i36,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item35))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i32,) + (key33,))
                                                                            elif key29 == 'matchFields':
                                                                                if item30 is not None:
                                                                                    if type(item30) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item30))))
                                                                                    else:
                                                                                        for i38, item37 in enumerate(item30):
                                                                                            if item37 is not None:
                                                                                                if type(item37) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item37))))
                                                                                                else:
                                                                                                    for key39, item40 in item37.items():
                                                                                                        if key39 == 'key':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item40))))
                                                                                                        elif key39 == 'operator':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item40))))
                                                                                                        elif key39 == 'values':
                                                                                                            if item40 is not None:
                                                                                                                if type(item40) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item40))))
                                                                                                                else:
                                                                                                                    for i42, item41 in enumerate(item40):
                                                                                                                        if item41 is not None:
                                                                                                                            if type(item41) is not str:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,) + (i42,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item41))))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,) + (i38,) + (key39,))
                                                                            else:
                                                                                unknown.append(() + (key1,) + (key21,) + (key25,) + (i28,) + (key29,))
                                                else:
                                                    unknown.append(() + (key1,) + (key21,) + (key25,))
                                elif key21 == 'allNodes':
                                    if item22 is not None and type(item22) is not bool:
                                        errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.allNodes of type bool'.format(go_kind(item22))))
                                elif key21 == 'devices':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type []v1beta2.Device'.format(go_kind(item22))))
                                        else:
                                            for i44, item43 in enumerate(item22):
                                                if item43 is not None:
                                                    if type(item43) is not dict:
                                                        errors.append((() + (key1,) + (key21,) + (i44,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.devices of type v1beta2.Device'.format(go_kind(item43))))
                                                    else:
                                                        for key45, item46 in item43.items():
                                                            if key45 == 'name':
                                                                if item46 is not None:
                                                                    if type(item46) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.name of type string'.format(go_kind(item46))))
                                                            elif key45 == 'attributes':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type map[v1beta2.QualifiedName]v1beta2.DeviceAttribute'.format(go_kind(item46))))
                                                                    else:
                                                                        for key47, item48 in item46.items():
                                                                            if True:
                                                                                if item48 is not None:
                                                                                    if type(item48) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.attributes of type v1beta2.DeviceAttribute'.format(go_kind(item48))))
                                                                                    else:
                                                                                        for key49, item50 in item48.items():
                                                                                            if key49 == 'int':
                                                                                                if item50 is not None and (type(item50) is not int or not INT64_MIN <= item50 <= INT64_MAX):
                                                                                                    if type(item50) is int:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + str(item50))))
                                                                                                    elif isinstance(item50, float):
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format('number ' + _number_text(item50))))
                                                                                                    else:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.int of type int64'.format(go_kind(item50))))
                                                                                            elif key49 == 'bool':
                                                                                                if item50 is not None and type(item50) is not bool:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bool of type bool'.format(go_kind(item50))))
                                                                                            elif key49 == 'string':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not str:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.string of type string'.format(go_kind(item50))))
                                                                                            elif key49 == 'version':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not str:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.version of type string'.format(go_kind(item50))))
                                                                                            elif key49 == 'ints':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type []int64'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i52, item51 in enumerate(item50):
                                                                                                            if item51 is not None and (type(item51) is not int or not INT64_MIN <= item51 <= INT64_MAX):
                                                                                                                if type(item51) is int:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i52,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + str(item51))))
                                                                                                                elif isinstance(item51, float):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i52,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format('number ' + _number_text(item51))))
                                                                                                                else:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i52,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.ints of type int64'.format(go_kind(item51))))
                                                                                            elif key49 == 'bools':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type []bool'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i54, item53 in enumerate(item50):
                                                                                                            if item53 is not None and type(item53) is not bool:
                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i54,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.bools of type bool'.format(go_kind(item53))))
                                                                                            elif key49 == 'strings':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type []string'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i56, item55 in enumerate(item50):
                                                                                                            if item55 is not None:
                                                                                                                if type(item55) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i56,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.strings of type string'.format(go_kind(item55))))
                                                                                            elif key49 == 'versions':
                                                                                                if item50 is not None:
                                                                                                    if type(item50) is not list:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type []string'.format(go_kind(item50))))
                                                                                                    else:
                                                                                                        for i58, item57 in enumerate(item50):
                                                                                                            if item57 is not None:
                                                                                                                if type(item57) is not str:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,) + (i58,), 'json: cannot unmarshal {} into Go struct field DeviceAttribute.spec.devices.attributes.versions of type string'.format(go_kind(item57))))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key47,) + (key49,))
                                                            elif key45 == 'capacity':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type map[v1beta2.QualifiedName]v1beta2.DeviceCapacity'.format(go_kind(item46))))
                                                                    else:
                                                                        for key59, item60 in item46.items():
                                                                            if True:
                                                                                if item60 is not None:
                                                                                    if type(item60) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.capacity of type v1beta2.DeviceCapacity'.format(go_kind(item60))))
                                                                                    else:
                                                                                        for key61, item62 in item60.items():
                                                                                            if key61 == 'value':
                                                                                                if item62 is not None and not (type(item62) is str and _quantity_ok(item62) or type(item62) is int or isinstance(item62, float)):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,), QUANTITY_FORMAT))
                                                                                            elif key61 == 'requestPolicy':
                                                                                                if item62 is not None:
                                                                                                    if type(item62) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,), 'json: cannot unmarshal {} into Go struct field DeviceCapacity.spec.devices.capacity.requestPolicy of type v1beta2.CapacityRequestPolicy'.format(go_kind(item62))))
                                                                                                    else:
                                                                                                        for key63, item64 in item62.items():
                                                                                                            if key63 == 'default':
                                                                                                                if item64 is not None and not (type(item64) is str and _quantity_ok(item64) or type(item64) is int or isinstance(item64, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,), QUANTITY_FORMAT))
                                                                                                            elif key63 == 'validValues':
                                                                                                                if item64 is not None:
                                                                                                                    if type(item64) is not list:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validValues of type []resource.Quantity'.format(go_kind(item64))))
                                                                                                                    else:
                                                                                                                        for i66, item65 in enumerate(item64):
                                                                                                                            if item65 is not None and not (type(item65) is str and _quantity_ok(item65) or type(item65) is int or isinstance(item65, float)):
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (i66,), QUANTITY_FORMAT))
                                                                                                            elif key63 == 'validRange':
                                                                                                                if item64 is not None:
                                                                                                                    if type(item64) is not dict:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,), 'json: cannot unmarshal {} into Go struct field CapacityRequestPolicy.spec.devices.capacity.requestPolicy.validRange of type v1beta2.CapacityRequestPolicyRange'.format(go_kind(item64))))
                                                                                                                    else:
                                                                                                                        for key67, item68 in item64.items():
                                                                                                                            if key67 == 'min':
                                                                                                                                if item68 is not None and not (type(item68) is str and _quantity_ok(item68) or type(item68) is int or isinstance(item68, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,), QUANTITY_FORMAT))
                                                                                                                            elif key67 == 'max':
                                                                                                                                if item68 is not None and not (type(item68) is str and _quantity_ok(item68) or type(item68) is int or isinstance(item68, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,), QUANTITY_FORMAT))
                                                                                                                            elif key67 == 'step':
                                                                                                                                if item68 is not None and not (type(item68) is str and _quantity_ok(item68) or type(item68) is int or isinstance(item68, float)):
                                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,), QUANTITY_FORMAT))
                                                                                                                            else:
                                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,) + (key67,))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,) + (key63,))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key59,) + (key61,))
                                                            elif key45 == 'consumesCounters':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type []v1beta2.DeviceCounterConsumption'.format(go_kind(item46))))
                                                                    else:
                                                                        for i70, item69 in enumerate(item46):
                                                                            if item69 is not None:
                                                                                if type(item69) is not dict:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.consumesCounters of type v1beta2.DeviceCounterConsumption'.format(go_kind(item69))))
                                                                                else:
                                                                                    for key71, item72 in item69.items():
                                                                                        if key71 == 'counterSet':
                                                                                            if item72 is not None:
                                                                                                if type(item72) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counterSet of type string'.format(go_kind(item72))))
                                                                                        elif key71 == 'counters':
                                                                                            if item72 is not None:
                                                                                                if type(item72) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type map[string]v1beta2.Counter'.format(go_kind(item72))))
                                                                                                else:
                                                                                                    for key73, item74 in item72.items():
                                                                                                        if True:
                                                                                                            if item74 is not None:
                                                                                                                if type(item74) is not dict:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (key73,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.counters of type v1beta2.Counter'.format(go_kind(item74))))
                                                                                                                else:
                                                                                                                    for key75, item76 in item74.items():
                                                                                                                        if key75 == 'value':
                                                                                                                            if item76 is not None and not (type(item76) is str and _quantity_ok(item76) or type(item76) is int or isinstance(item76, float)):
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (key73,) + (key75,), QUANTITY_FORMAT))
                                                                                                                        else:
                                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (key73,) + (key75,))
                                                                                        elif key71 == 'compatibilityGroups':
                                                                                            if item72 is not None:
                                                                                                if type(item72) is not list:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type []string'.format(go_kind(item72))))
                                                                                                else:
                                                                                                    for i78, item77 in enumerate(item72):
                                                                                                        if item77 is not None:
                                                                                                            if type(item77) is not str:
                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,) + (i78,), 'json: cannot unmarshal {} into Go struct field DeviceCounterConsumption.spec.devices.consumesCounters.compatibilityGroups of type string'.format(go_kind(item77))))
                                                                                        else:
                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (i70,) + (key71,))
                                                            elif key45 == 'nodeName':
                                                                if item46 is not None:
                                                                    if type(item46) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeName of type string'.format(go_kind(item46))))
                                                            elif key45 == 'nodeSelector':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeSelector of type v1.NodeSelector'.format(go_kind(item46))))
                                                                    else:
                                                                        for key79, item80 in item46.items():
                                                                            if key79 == 'nodeSelectorTerms':
                                                                                if item80 is not None:
                                                                                    if type(item80) is not list:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type []v1.NodeSelectorTerm'.format(go_kind(item80))))
                                                                                    else:
                                                                                        for i82, item81 in enumerate(item80):
                                                                                            if item81 is not None:
                                                                                                if type(item81) is not dict:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,), 'json: cannot unmarshal {} into Go struct field NodeSelector.spec.devices.nodeSelector.nodeSelectorTerms of type v1.NodeSelectorTerm'.format(go_kind(item81))))
                                                                                                else:
                                                                                                    for key83, item84 in item81.items():
                                                                                                        if key83 == 'matchExpressions':
                                                                                                            if item84 is not None:
                                                                                                                if type(item84) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type []v1.NodeSelectorRequirement'.format(go_kind(item84))))
                                                                                                                else:
                                                                                                                    for i86, item85 in enumerate(item84):
                                                                                                                        if item85 is not None:
                                                                                                                            if type(item85) is not dict:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions of type v1.NodeSelectorRequirement'.format(go_kind(item85))))
                                                                                                                            else:
                                                                                                                                for key87, item88 in item85.items():
                                                                                                                                    if key87 == 'key':
                                                                                                                                        if item88 is not None:
                                                                                                                                            if type(item88) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.key of type string'.format(go_kind(item88))))
                                                                                                                                    elif key87 == 'operator':
                                                                                                                                        if item88 is not None:
                                                                                                                                            if type(item88) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.operator of type v1.NodeSelectorOperator'.format(go_kind(item88))))
                                                                                                                                    elif key87 == 'values':
                                                                                                                                        if item88 is not None:
                                                                                                                                            if type(item88) is not list:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type []string'.format(go_kind(item88))))
                                                                                                                                            else:
                                                                                                                                                for i90, item89 in enumerate(item88):
                                                                                                                                                    if item89 is not None:
                                                                                                                                                        if type(item89) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,) + (i90,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchExpressions.values of type string'.format(go_kind(item89))))
                                                                                                                                    else:
                                                                                                                                        unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i86,) + (key87,))
                                                                                                        elif key83 == 'matchFields':
                                                                                                            if item84 is not None:
                                                                                                                if type(item84) is not list:
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type []v1.NodeSelectorRequirement'.format(go_kind(item84))))
                                                                                                                else:
                                                                                                                    for i92, item91 in enumerate(item84):
                                                                                                                        if item91 is not None:
                                                                                                                            if type(item91) is not dict:
                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,), 'json: cannot unmarshal {} into Go struct field NodeSelectorTerm.spec.devices.nodeSelector.nodeSelectorTerms.matchFields of type v1.NodeSelectorRequirement'.format(go_kind(item91))))
                                                                                                                            else:
                                                                                                                                for key93, item94 in item91.items():
                                                                                                                                    if key93 == 'key':
                                                                                                                                        if item94 is not None:
                                                                                                                                            if type(item94) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.key of type string'.format(go_kind(item94))))
                                                                                                                                    elif key93 == 'operator':
                                                                                                                                        if item94 is not None:
                                                                                                                                            if type(item94) is not str:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.operator of type v1.NodeSelectorOperator'.format(go_kind(item94))))
                                                                                                                                    elif key93 == 'values':
                                                                                                                                        if item94 is not None:
                                                                                                                                            if type(item94) is not list:
                                                                                                                                                errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type []string'.format(go_kind(item94))))
                                                                                                                                            else:
                                                                                                                                                for i96, item95 in enumerate(item94):
                                                                                                                                                    if item95 is not None:
                                                                                                                                                        if type(item95) is not str:
                                                                                                                                                            errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,) + (i96,), 'json: cannot unmarshal {} into Go struct field NodeSelectorRequirement.spec.devices.nodeSelector.nodeSelectorTerms.matchFields.values of type string'.format(go_kind(item95))))
                                                                                                                                    else:
                                                                                                                                        unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,) + (i92,) + (key93,))
                                                                                                        else:
                                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,) + (i82,) + (key83,))
                                                                            else:
                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key79,))
                                                            elif key45 == 'allNodes':
                                                                if item46 is not None and type(item46) is not bool:
                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allNodes of type bool'.format(go_kind(item46))))
                                                            elif key45 == 'taints':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type []v1beta2.DeviceTaint'.format(go_kind(item46))))
                                                                    else:
                                                                        for i98, item97 in enumerate(item46):
                                                                            if item97 is not None:
                                                                                if type(item97) is not dict:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.taints of type v1beta2.DeviceTaint'.format(go_kind(item97))))
                                                                                else:
                                                                                    for key99, item100 in item97.items():
                                                                                        if key99 == 'key':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.key of type string'.format(go_kind(item100))))
                                                                                        elif key99 == 'value':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.value of type string'.format(go_kind(item100))))
                                                                                        elif key99 == 'effect':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.effect of type v1beta2.DeviceTaintEffect'.format(go_kind(item100))))
                                                                                        elif key99 == 'timeAdded':
                                                                                            if item100 is not None:
                                                                                                if type(item100) is not str:
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'json: cannot unmarshal {} into Go struct field DeviceTaint.spec.devices.taints.timeAdded of type v1.Time'.format(go_kind(item100))))
                                                                                                elif not _valid_time(item100):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,), 'parsing time "' + item100 + '" as "2006-01-02T15:04:05Z07:00"'))
                                                                                        else:
                                                                                            unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (i98,) + (key99,))
                                                            elif key45 == 'bindsToNode':
                                                                if item46 is not None and type(item46) is not bool:
                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindsToNode of type bool'.format(go_kind(item46))))
                                                            elif key45 == 'bindingConditions':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type []string'.format(go_kind(item46))))
                                                                    else:
                                                                        for i102, item101 in enumerate(item46):
                                                                            if item101 is not None:
                                                                                if type(item101) is not str:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i102,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingConditions of type string'.format(go_kind(item101))))
                                                            elif key45 == 'bindingFailureConditions':
                                                                if item46 is not None:
                                                                    if type(item46) is not list:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type []string'.format(go_kind(item46))))
                                                                    else:
                                                                        for i104, item103 in enumerate(item46):
                                                                            if item103 is not None:
                                                                                if type(item103) is not str:
                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (i104,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.bindingFailureConditions of type string'.format(go_kind(item103))))
                                                            elif key45 == 'allowMultipleAllocations':
                                                                if item46 is not None and type(item46) is not bool:
                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.allowMultipleAllocations of type bool'.format(go_kind(item46))))
                                                            elif key45 == 'nodeAllocatableResources':
                                                                if item46 is not None:
                                                                    if type(item46) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type map[v1.ResourceName]v1beta2.NodeAllocatableResource'.format(go_kind(item46))))
                                                                    else:
                                                                        for key105, item106 in item46.items():
                                                                            if True:
                                                                                if item106 is not None:
                                                                                    if type(item106) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,), 'json: cannot unmarshal {} into Go struct field Device.spec.devices.nodeAllocatableResources of type v1beta2.NodeAllocatableResource'.format(go_kind(item106))))
                                                                                    else:
                                                                                        for key107, item108 in item106.items():
                                                                                            if key107 == 'mapping':
                                                                                                if item108 is not None:
                                                                                                    if type(item108) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.mapping of type v1beta2.NodeAllocatableMapping'.format(go_kind(item108))))
                                                                                                    else:
                                                                                                        for key109, item110 in item108.items():
                                                                                                            if key109 == 'capacityKey':
                                                                                                                if item110 is not None:
                                                                                                                    if type(item110) is not str:
                                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableMapping.spec.devices.nodeAllocatableResources.mapping.capacityKey of type v1beta2.QualifiedName'.format(go_kind(item110))))
                                                                                                            elif key109 == 'capacityMultiplier':
                                                                                                                if item110 is not None and not (type(item110) is str and _quantity_ok(item110) or type(item110) is int or isinstance(item110, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,), QUANTITY_FORMAT))
                                                                                                            elif key109 == 'deviceMultiplier':
                                                                                                                if item110 is not None and not (type(item110) is str and _quantity_ok(item110) or type(item110) is int or isinstance(item110, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,), QUANTITY_FORMAT))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key109,))
                                                                                            elif key107 == 'overhead':
                                                                                                if item108 is not None:
                                                                                                    if type(item108) is not dict:
                                                                                                        errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,), 'json: cannot unmarshal {} into Go struct field NodeAllocatableResource.spec.devices.nodeAllocatableResources.overhead of type v1beta2.NodeAllocatableOverhead'.format(go_kind(item108))))
                                                                                                    else:
                                                                                                        for key111, item112 in item108.items():
                                                                                                            if key111 == 'perPod':
                                                                                                                if item112 is not None and not (type(item112) is str and _quantity_ok(item112) or type(item112) is int or isinstance(item112, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key111,), QUANTITY_FORMAT))
                                                                                                            elif key111 == 'perContainer':
                                                                                                                if item112 is not None and not (type(item112) is str and _quantity_ok(item112) or type(item112) is int or isinstance(item112, float)):
                                                                                                                    errors.append((() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key111,), QUANTITY_FORMAT))
                                                                                                            else:
                                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,) + (key111,))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,) + (key105,) + (key107,))
                                                            else:
                                                                unknown.append(() + (key1,) + (key21,) + (i44,) + (key45,))
                                elif key21 == 'perDeviceNodeSelection':
                                    if item22 is not None and type(item22) is not bool:
                                        errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.perDeviceNodeSelection of type bool'.format(go_kind(item22))))
                                elif key21 == 'sharedCounters':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type []v1beta2.CounterSet'.format(go_kind(item22))))
                                        else:
                                            for i114, item113 in enumerate(item22):
                                                if item113 is not None:
                                                    if type(item113) is not dict:
                                                        errors.append((() + (key1,) + (key21,) + (i114,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.sharedCounters of type v1beta2.CounterSet'.format(go_kind(item113))))
                                                    else:
                                                        for key115, item116 in item113.items():
                                                            if key115 == 'name':
                                                                if item116 is not None:
                                                                    if type(item116) is not str:
                                                                        errors.append((() + (key1,) + (key21,) + (i114,) + (key115,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.name of type string'.format(go_kind(item116))))
                                                            elif key115 == 'counters':
                                                                if item116 is not None:
                                                                    if type(item116) is not dict:
                                                                        errors.append((() + (key1,) + (key21,) + (i114,) + (key115,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type map[string]v1beta2.Counter'.format(go_kind(item116))))
                                                                    else:
                                                                        for key117, item118 in item116.items():
                                                                            if True:
                                                                                if item118 is not None:
                                                                                    if type(item118) is not dict:
                                                                                        errors.append((() + (key1,) + (key21,) + (i114,) + (key115,) + (key117,), 'json: cannot unmarshal {} into Go struct field CounterSet.spec.sharedCounters.counters of type v1beta2.Counter'.format(go_kind(item118))))
                                                                                    else:
                                                                                        for key119, item120 in item118.items():
                                                                                            if key119 == 'value':
                                                                                                if item120 is not None and not (type(item120) is str and _quantity_ok(item120) or type(item120) is int or isinstance(item120, float)):
                                                                                                    errors.append((() + (key1,) + (key21,) + (i114,) + (key115,) + (key117,) + (key119,), QUANTITY_FORMAT))
                                                                                            else:
                                                                                                unknown.append(() + (key1,) + (key21,) + (i114,) + (key115,) + (key117,) + (key119,))
                                                            else:
                                                                unknown.append(() + (key1,) + (key21,) + (i114,) + (key115,))
                                elif key21 == 'partitionTypeAttribute':
                                    if item22 is not None:
                                        if type(item22) is not str:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.partitionTypeAttribute of type v1beta2.FullyQualifiedName'.format(go_kind(item22))))
                                elif key21 == 'skipNodeOperations':
                                    if item22 is not None:
                                        if type(item22) is not list:
                                            errors.append((() + (key1,) + (key21,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type []string'.format(go_kind(item22))))
                                        else:
                                            for i122, item121 in enumerate(item22):
                                                if item121 is not None:
                                                    if type(item121) is not str:
                                                        errors.append((() + (key1,) + (key21,) + (i122,), 'json: cannot unmarshal {} into Go struct field ResourceSliceSpec.spec.skipNodeOperations of type string'.format(go_kind(item121))))
                                else:
                                    unknown.append(() + (key1,) + (key21,))
                else:
                    unknown.append(() + (key1,))
    return errors, unknown

CHECKERS = {
    (1813258737, 42052): check_0.__code__,  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json
    (1045454524, 42048): check_1.__code__,  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1beta1/DeviceMetadata.json
    (1901198362, 106514): check_2.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1/ResourceSlice.json
    (119920334, 114801): check_3.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta1/ResourceSlice.json
    (2292751748, 106659): check_4.__code__,  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta2/ResourceSlice.json
}
